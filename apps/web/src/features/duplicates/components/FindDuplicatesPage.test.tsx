// @vitest-environment jsdom
import {
  dismissDuplicateContract,
  duplicatesContract,
  memberProfileContract,
  mergePersonsContract,
  undismissDuplicateContract,
  type DuplicatePair,
  type DuplicatePerson,
} from '@familytree/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { memberProfile, personDetail } from '../../../test/member-profile';
import { renderOnFamilySite, signIn, testFamily } from '../../../test/render-app';
import { FindDuplicatesPage } from './FindDuplicatesPage';

const person = (over: Partial<DuplicatePerson>): DuplicatePerson => ({
  personId: 12,
  firstName: 'Thomas',
  middleName: null,
  lastName: 'Kurian',
  gender: 'M',
  dateOfBirth: '1931-03-02',
  dateOfDeath: null,
  placeOfBirth: 'Kottayam',
  fatherId: null,
  motherId: null,
  ...over,
});
const thomas: DuplicatePair = {
  personA: person({}),
  personB: person({ personId: 40, firstName: 'Thoma', dateOfBirth: '1931' }),
  score: 71,
  reasons: [
    { code: 'variantGivenName', points: 17, text: 'Thomas and Thoma are forms of one name' },
    { code: 'sameSurname', points: 18, text: 'The same surname' },
    { code: 'differentDeathDate', points: -18, text: 'Different dates of death' },
  ],
};
const mary: DuplicatePair = {
  personA: person({ personId: 14, firstName: 'Mary', gender: 'F', dateOfBirth: null }),
  personB: person({ personId: 51, firstName: 'Mariamma', gender: 'F', dateOfBirth: null }),
  score: 55,
  reasons: [
    { code: 'variantGivenName', points: 17, text: 'Mary and Mariamma are forms of one name' },
  ],
};

/** The pair's person as their profile shows them: the same fields, the parents aside. */
const detailOf = ({ fatherId: _father, motherId: _mother, ...fields }: DuplicatePerson) =>
  personDetail({ familyId: testFamily.familyId, ...fields });
const profileOf = (p: DuplicatePerson) => memberProfile(detailOf(p));

const open = () => renderOnFamilySite(<FindDuplicatesPage />);

describe('Find duplicates (issue 33)', () => {
  it('shows each pair side by side with the score and the reasons', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(duplicatesContract, [thomas, mary]);
    open();
    expect(screen.getByRole('heading', { name: 'Find duplicates', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Likely duplicates' });
    const pair = within(list).getByRole('article', { name: 'Thomas Kurian and Thoma Kurian' });
    expect(within(pair).getByRole('link', { name: 'Thomas Kurian' }).getAttribute('href')).toBe(
      '/members/12/profile',
    );
    expect(within(pair).getByText('Born 1931')).toBeTruthy();
    expect(within(pair).getByText('Score 71 of 100')).toBeTruthy();
    const reasons = within(pair).getByRole('list', {
      name: 'Why Thomas Kurian and Thoma Kurian may be one person',
    });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Thomas and Thoma are forms of one name (+17)',
      'The same surname (+18)',
      'Different dates of death (−18)',
    ]);
    expect(screen.getByText('2 likely duplicates')).toBeTruthy();
    expect(
      within(list).getByRole('article', { name: 'Mary Kurian and Mariamma Kurian' }),
    ).toBeTruthy();
    expect(within(list).getAllByText('No dates')).toHaveLength(2);
  });

  it('dismisses a pair as not a duplicate, which leaves the list, and undoes it', async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    let listed = [thomas, mary];
    api.on(duplicatesContract, () => ({ body: listed }));
    api.on(dismissDuplicateContract, () => {
      listed = [mary];
      return { status: 204, body: null };
    });
    api.on(undismissDuplicateContract, () => {
      listed = [thomas, mary];
      return { status: 204, body: null };
    });
    open();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Not a duplicate: Thomas Kurian and Thoma Kurian',
      }),
    );
    expect(await screen.findByText(/are no longer proposed as duplicates/)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Thomas Kurian and Thoma Kurian' })).toBeNull();
    expect(api.callsOf(dismissDuplicateContract).map((c) => c.body)).toEqual([
      { personA: 12, personB: 40 },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByRole('article', { name: 'Thomas Kurian and Thoma Kurian' }),
    ).toBeTruthy();
    expect(api.callsOf(undismissDuplicateContract).map((c) => c.body)).toEqual([
      { personA: 12, personB: 40 },
    ]);
  });

  it('merges a pair through the merge dialog with the other person chosen, then reads the list again', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let listed = [thomas, mary];
    api.on(duplicatesContract, () => ({ body: listed }));
    api.on(memberProfileContract, (request) => ({
      body: profileOf(request.params.id === '12' ? thomas.personA : thomas.personB),
    }));
    api.on(mergePersonsContract, () => {
      listed = [mary];
      return {
        body: {
          personId: 12,
          familyId: testFamily.familyId,
          firstName: 'Thomas',
          middleName: null,
          lastName: 'Kurian',
          mergedId: 40,
          changeId: 9,
        },
      };
    });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Merge Thomas Kurian and Thoma Kurian…' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Merge Thomas Kurian with another person',
    });
    const picker = within(dialog).getByRole('combobox', { name: 'The other person' });
    expect((picker as HTMLInputElement).value).toBe('Thoma Kurian');
    await within(dialog).findByRole('radiogroup', { name: 'First name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(
      await screen.findByText('Thomas Kurian and Thoma Kurian are now one person.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Thomas Kurian and Thoma Kurian' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Mary Kurian and Mariamma Kurian' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsOf(mergePersonsContract).map((c) => [c.params.keepId, c.body])).toEqual([
      ['12', { otherId: 40, choices: {} }],
    ]);
  });

  it('says when there are no likely duplicates, and offers Try again when the search fails', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let fail = true;
    api.on(duplicatesContract, () =>
      fail
        ? { status: 500, body: { code: 'X', message: 'Server down', field: null } }
        : { body: [] },
    );
    open();
    expect(await screen.findByText(/The duplicates could not be found/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No likely duplicates')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsOf(duplicatesContract)).toHaveLength(3));
  });

  it('tells a member that only admins look for duplicates, and asks nothing', () => {
    signIn('MEMBER');
    const api = stubApi();
    open();
    expect(screen.getByText(/Only family admins and branch admins/)).toBeTruthy();
    expect(api.callsOf(duplicatesContract)).toHaveLength(0);
  });
});
