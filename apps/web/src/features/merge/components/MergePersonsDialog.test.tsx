import {
  memberProfileContract,
  mergePersonsContract,
  personSearchContract,
  type PersonDetail,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '../../../lib/router';
import { stubApi, type StubbedApi } from '../../../test/contract-api';
import { memberProfile, personDetail } from '../../../test/member-profile';
import { renderOnFamilySite, testFamily } from '../../../test/render-app';
import { MergePersonsDialog } from './MergePersonsDialog';

const person = (over: Partial<PersonDetail>) =>
  personDetail({ familyId: testFamily.familyId, ...over });
const esther = person({});
const profileOf = (detail: PersonDetail) => memberProfile(detail);

function stubDuplicate(api: StubbedApi) {
  api.on(personSearchContract, [
    { personId: 13, name: 'Ester Koshy', sonOff: 'Daughter of Jacob' },
  ]);
  api.on(
    memberProfileContract,
    profileOf(person({ personId: 13, firstName: 'Ester', dateOfBirth: '1952' })),
  );
}

const open = (onClose = vi.fn()) =>
  renderOnFamilySite(
    <Routes>
      <Route
        path="/"
        element={
          <MergePersonsDialog familyId={testFamily.familyId} person={esther} onClose={onClose} />
        }
      />
      <Route path="/members/:id/profile" element={<p>The kept profile</p>} />
    </Routes>,
  );

async function pickDuplicate() {
  await userEvent.type(screen.getByRole('combobox', { name: 'The other person' }), 'Est');
  await userEvent.click(await screen.findByRole('option', { name: /Ester Koshy/ }));
}

describe('merging two persons (issue 33)', () => {
  it('compares the two side by side, sends the choices and opens the kept profile', async () => {
    const api = stubApi();
    stubDuplicate(api);
    api.on(mergePersonsContract, {
      personId: 12,
      familyId: testFamily.familyId,
      firstName: 'Ester',
      middleName: null,
      lastName: 'Koshy',
      mergedId: 13,
      changeId: 99,
    });
    const onClose = vi.fn();
    open(onClose);
    const dialog = screen.getByRole('dialog', { name: 'Merge Esther Koshy with another person' });
    expect(within(dialog).getByText(/can be undone in the history/)).toBeTruthy();
    await pickDuplicate();

    // Only the fields that differ are offered, each a labelled group of two radios.
    const firstName = await within(dialog).findByRole('radiogroup', { name: 'First name' });
    expect(within(dialog).getByRole('radiogroup', { name: 'Date of birth' })).toBeTruthy();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Place of birth' })).toBeNull();
    const keepRadio = within(firstName).getByRole('radio', { name: /^Esther — This person/ });
    expect((keepRadio as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(firstName).getByRole('radio', { name: /^Ester — The other/ }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('The kept profile')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsOf(mergePersonsContract).map((c) => [c.params.keepId, c.body])).toEqual([
      ['12', { otherId: 13, choices: { firstName: 'other' } }],
    ]);
  });

  it('asks for the father when the server refuses two different ones, and shows the refusal', async () => {
    const api = stubApi();
    stubDuplicate(api);
    api.on(mergePersonsContract, () => ({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'The two persons have different fathers: choose which one stays.',
        fields: { father: 'The two persons have different fathers: choose which one stays.' },
      },
    }));
    const onClose = vi.fn();
    open(onClose);
    await pickDuplicate();
    await screen.findByRole('radiogroup', { name: 'First name' });
    await userEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect((await screen.findByRole('alert')).textContent).toContain('different fathers');
    const father = await screen.findByRole('radiogroup', { name: 'Father' });
    expect(within(father).getByRole('radio', { name: /The father of Ester Koshy/ })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so while the other person loads, and when they cannot be loaded', async () => {
    const api = stubApi();
    api.on(personSearchContract, [
      { personId: 13, name: 'Ester Koshy', sonOff: 'Daughter of Jacob' },
    ]);
    api.on(memberProfileContract, () => ({
      status: 500,
      body: {
        code: 'SERVER_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    }));
    open();
    await pickDuplicate();
    expect(await screen.findByText(/The other person could not be loaded/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
