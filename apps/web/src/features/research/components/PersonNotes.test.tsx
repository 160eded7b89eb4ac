import {
  deleteNoteContract,
  deleteNoteLinkContract,
  personNotesContract,
  type Note,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite, signIn, testFamily } from '../../../test/render-app';
import { PersonNotes } from './PersonNotes';

const sharedNote: Note = {
  noteId: 5,
  text: '<p>Emigrated to Ceylon in 1902 with her brother.</p>',
  links: [
    {
      linkId: 1,
      personId: 12,
      personName: 'Esther Koshy',
      unionId: null,
      eventId: null,
      fact: null,
    },
    {
      linkId: 2,
      personId: 13,
      personName: 'Mathew Koshy',
      unionId: null,
      eventId: null,
      fact: 'death',
    },
  ],
};
const birthNote: Note = {
  noteId: 6,
  text: '<p>Born at home.</p>',
  links: [
    {
      linkId: 3,
      personId: 12,
      personName: 'Esther Koshy',
      unionId: null,
      eventId: null,
      fact: 'birth',
    },
  ],
};

const showNotes = (canEdit: boolean) =>
  renderOnFamilySite(
    <PersonNotes
      familyId={testFamily.familyId}
      personId={12}
      personName="Esther Koshy"
      canEdit={canEdit}
    />,
  );

describe("a person's Notes (issue 30)", () => {
  it('shows each note with what it is about and whom else it is shared with, with no editing for a reader', async () => {
    const api = stubApi();
    api.on(personNotesContract, [sharedNote, birthNote]);
    const page = showNotes(false);

    const list = await screen.findByRole('list', { name: 'Notes about Esther Koshy' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('General');
    expect(first!.textContent).toContain('Emigrated to Ceylon in 1902 with her brother.');
    expect(within(first!).getByRole('link', { name: 'Mathew Koshy' }).getAttribute('href')).toBe(
      '/members/13',
    );
    expect(first!.textContent).toContain('(death)');
    expect(second!.textContent).toContain('Birth');
    expect(second!.textContent).not.toContain('Shared with');
    await page.answered();
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete note/ })).toBeNull();
  });

  it('says when there is no note', async () => {
    stubApi().on(personNotesContract, []);
    showNotes(false);
    expect(await screen.findByText('No notes about Esther Koshy yet.')).toBeTruthy();
  });

  it('unlinks a shared note from the person only, and offers no unlink for a note of one person', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let notes = [sharedNote, birthNote];
    api.on(personNotesContract, () => ({ body: notes }));
    api.on(deleteNoteLinkContract, () => {
      notes = [birthNote];
      return { status: 204, body: null };
    });
    showNotes(true);

    const unlink = await screen.findByRole('button', {
      name: 'Unlink note 1 (General) from Esther Koshy',
    });
    expect(screen.getByRole('button', { name: 'Add a note' })).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Unlink note 2 (Birth) from Esther Koshy' }),
    ).toBeNull();
    await userEvent.click(unlink);
    expect(api.callsOf(deleteNoteLinkContract)[0]).toMatchObject({
      params: { noteId: '5', linkId: '1' },
    });
    await screen.findByRole('button', { name: 'Delete note 1 (Birth)' });
    expect(screen.queryByText(/Emigrated to Ceylon/)).toBeNull();
  });

  it('asks before deleting a shared note, saying it goes from everyone, and shows a refusal', async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    api.on(personNotesContract, [sharedNote]);
    api.on(deleteNoteContract, () => ({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message: 'Only a family admin can edit a note shared with persons outside your branch.',
      },
    }));
    showNotes(true);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete note 1 (General)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    expect(confirm.textContent).toContain('it goes from every person it is linked to');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only a family admin can edit a note shared',
    );
    expect(api.callsOf(deleteNoteContract)[0]).toMatchObject({ params: { noteId: '5' } });
  });
});
