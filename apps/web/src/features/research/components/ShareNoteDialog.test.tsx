import {
  createNoteLinkContract,
  personMarriagesContract,
  personSearchContract,
  type Note,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, type StubbedApi } from '../../../test/contract-api';
import { renderOnFamilySite, testFamily } from '../../../test/render-app';
import { ShareNoteDialog } from './ShareNoteDialog';

const note: Note = {
  noteId: 5,
  text: '<p>Emigrated to Ceylon in 1902.</p>',
  links: [
    {
      linkId: 1,
      personId: 12,
      personName: 'Esther Koshy',
      unionId: null,
      eventId: null,
      fact: null,
    },
  ],
};

function stubPeople(api: StubbedApi) {
  api.on(personSearchContract, [{ personId: 13, name: 'Mathew Koshy', sonOff: 'Son of Jacob' }]);
  api.on(personMarriagesContract, [
    { unionId: 40, partnerId: 14, partnerName: 'Anna Koshy' },
    { unionId: 41, partnerId: 15, partnerName: 'Mary Thomas' },
  ]);
  api.on(createNoteLinkContract, {
    linkId: 9,
    personId: null,
    personName: 'Mathew Koshy & Mary Thomas',
    unionId: 41,
    eventId: null,
    fact: 'marriage',
  });
}

async function pickMathew(label: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), 'Mat');
  await userEvent.click(await screen.findByRole('option', { name: /Mathew Koshy/ }));
}

async function chooseOption(field: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const open = (onClose = vi.fn()) =>
  renderOnFamilySite(
    <ShareNoteDialog familyId={testFamily.familyId} note={note} onClose={onClose} />,
  );

describe('sharing a note (issue 30)', () => {
  it('shares a person’s note with a couple, chosen among one partner’s marriages', async () => {
    const api = stubApi();
    stubPeople(api);
    const onClose = vi.fn();
    const page = open(onClose);
    const dialog = screen.getByRole('dialog', { name: 'Share the note' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A couple' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByText('Choose a person')).toBeTruthy();

    await pickMathew('One of the couple');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Choose a couple')).toBeTruthy();
    await chooseOption('Couple', 'Mathew Koshy & Mary Thomas');
    await chooseOption('About', 'Marriage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsOf(createNoteLinkContract).map((c) => [c.params.noteId, c.body])).toEqual([
      ['5', { unionId: 41, fact: 'marriage' }],
    ]);
    expect(api.callsOf(personMarriagesContract)[0]!.params.personId).toBe('13');
    await page.answered();
  });

  it('shares with a person, offering a person’s facts', async () => {
    const api = stubApi();
    stubPeople(api);
    const onClose = vi.fn();
    open(onClose);
    await pickMathew('Person');
    await chooseOption('About', 'Death');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsOf(createNoteLinkContract).map((c) => c.body)).toEqual([
      { personId: 13, fact: 'death' },
    ]);
    expect(api.callsOf(personMarriagesContract)).toEqual([]);
  });

  it('shows the server’s refusal and stays open', async () => {
    const api = stubApi();
    stubPeople(api);
    api.on(createNoteLinkContract, () => ({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: 'Only a family admin, or the branch admin of the person, can edit their notes.',
      },
    }));
    const onClose = vi.fn();
    open(onClose);
    await userEvent.click(screen.getByRole('radio', { name: 'A couple' }));
    await pickMathew('One of the couple');
    await chooseOption('Couple', 'Mathew Koshy & Anna Koshy');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText(
        'Only a family admin, or the branch admin of the person, can edit their notes.',
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
