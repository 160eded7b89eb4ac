import {
  personHistoryContract,
  revertChangeContract,
  type ChangePage,
  type ChangeRecord,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/contract-api';
import { renderOnFamilySite, signIn, testFamily } from '../../../../test/render-app';
import { HistoryTab } from './HistoryTab';

const record = (id: number, patch: Partial<ChangeRecord> = {}): ChangeRecord => ({
  id,
  at: '2026-11-24T10:05:00.000Z',
  userId: 7,
  userName: 'Ada Admin',
  action: 'profile.basic',
  entityType: 'person',
  entityId: 12,
  personId: 12,
  personName: 'Ann Smith',
  section: 'basic',
  changes: [{ field: 'place_of_birth', before: 'Leeds', after: 'York' }],
  revertsId: null,
  revertible: true,
  ...patch,
});

const pageOf = (items: ChangeRecord[], total = items.length, page = 1): ChangePage => ({
  items,
  page,
  pageSize: 20,
  total,
});

const showHistory = () =>
  renderOnFamilySite(<HistoryTab memberId={12} familyId={testFamily.familyId} />);

describe('the history list of a member', () => {
  it('tells each change: what, to whom, by whom, when, and each field before → after', async () => {
    signIn('MEMBER', 7, 12);
    const api = stubApi();
    api.on(personHistoryContract, pageOf([record(2), record(1, { action: 'person.add' })]));
    showHistory();

    const list = await screen.findByRole('list', { name: 'Changes' });
    const items = within(list).getAllByRole('listitem', { name: /Ann Smith$/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Edited basic details – Ann Smith',
      'Added a person to the tree – Ann Smith',
    ]);
    expect(within(items[0]!).getByText('by Ada Admin, 2026-11-24 10:05 UTC')).toBeTruthy();
    expect(within(items[0]!).getByText('Place of birth: Leeds → York')).toBeTruthy();
    expect(api.callsOf(personHistoryContract)[0]).toMatchObject({ params: { id: '12' } });
  });

  it('lists a place rename that rewrote one of their facts, with the names before and after', async () => {
    signIn('FAMILY_ADMIN', 7);
    stubApi().on(
      personHistoryContract,
      pageOf([
        record(5, {
          action: 'place.rename',
          entityType: 'place',
          entityId: null,
          personId: null,
          personName: null,
          section: 'place-texts',
          changes: [
            {
              field: 'name',
              before: 'Kottayam, Kerala, India',
              after: 'Kottayam Town, Kerala, India',
            },
          ],
        }),
      ]),
    );
    showHistory();

    const item = await screen.findByRole('listitem', { name: 'Renamed a place' });
    expect(
      within(item).getByText('Name: Kottayam, Kerala, India → Kottayam Town, Kerala, India'),
    ).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Revert change 5' }));
    expect(await screen.findByRole('dialog', { name: /names the place as before/ })).toBeTruthy();
  });

  it('shows a changed photo as the pictures before and after, not their file names', async () => {
    signIn('MEMBER', 7, 12);
    stubApi().on(
      personHistoryContract,
      pageOf([
        record(3, {
          action: 'profile.photo',
          changes: [{ field: 'photo_url', before: 'old.jpg', after: 'new.jpg' }],
        }),
      ]),
    );
    showHistory();

    const before = await screen.findByRole('img', { name: 'Profile photo before' });
    expect(before.getAttribute('src')).toContain('old.jpg');
    expect(screen.getByRole('img', { name: 'Profile photo after' }).getAttribute('src')).toContain(
      'new.jpg',
    );
    expect(screen.queryByText(/old\.jpg/)).toBeNull();
  });

  it('offers a member no Revert: only a family admin may revert', async () => {
    signIn('MEMBER', 7, 12);
    stubApi().on(personHistoryContract, pageOf([record(1)]));
    showHistory();

    await screen.findByRole('listitem', { name: 'Edited basic details – Ann Smith' });
    expect(screen.queryByRole('button', { name: /Revert/ })).toBeNull();
  });

  it("lets a family admin revert a revertible change after confirming, and says it's done", async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(personHistoryContract, pageOf([record(2), record(1, { revertible: false })]));
    api.on(revertChangeContract, record(3, { action: 'revert', revertsId: 2 }));
    showHistory();

    // Change 1 is of a kind that cannot be reverted: no button for it.
    const revert = await screen.findByRole('button', { name: 'Revert change 2' });
    expect(screen.queryByRole('button', { name: 'Revert change 1' })).toBeNull();
    await userEvent.click(revert);
    const question = await screen.findByRole('dialog', {
      name: 'Revert this change? The values before it are written back.',
    });
    expect(api.callsOf(revertChangeContract)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Reverted.')).toBeTruthy();
    expect(api.callsOf(revertChangeContract)).toMatchObject([
      { params: { familyId: String(testFamily.familyId), changeId: '2' } },
    ]);
  });

  it("shows the server's refusal of a revert next to the change", async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(personHistoryContract, pageOf([record(2)]));
    const refusal = 'This change cannot be reverted: Bo Smith changed the same fields later.';
    api.on(revertChangeContract, () => ({
      status: 409,
      body: { code: 'CONFLICT', message: refusal },
    }));
    showHistory();

    await userEvent.click(await screen.findByRole('button', { name: 'Revert change 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    const item = await screen.findByRole('listitem', { name: 'Edited basic details – Ann Smith' });
    expect(await within(item).findByText(refusal)).toBeTruthy();
    expect(within(item).queryByText('Reverted.')).toBeNull();
  });

  it('pages through a long history', async () => {
    signIn('MEMBER', 7, 12);
    const api = stubApi();
    api.on(personHistoryContract, ({ query }) =>
      query.get('page') === '2'
        ? { body: pageOf([record(1, { action: 'person.add' })], 21, 2) }
        : { body: pageOf([record(21)], 21) },
    );
    showHistory();

    await screen.findByRole('listitem', { name: 'Edited basic details – Ann Smith' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(
      await screen.findByRole('listitem', { name: 'Added a person to the tree – Ann Smith' }),
    ).toBeTruthy();
    expect(api.callsOf(personHistoryContract).map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('says so when nothing has been recorded yet', async () => {
    signIn('MEMBER', 7, 12);
    stubApi().on(personHistoryContract, pageOf([]));
    showHistory();

    expect(
      await screen.findByText('No changes have been recorded for this member yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Changes' })).toBeNull();
  });
});
