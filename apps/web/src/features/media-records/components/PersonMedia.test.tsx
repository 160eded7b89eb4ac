import {
  deleteMediaRecordContract,
  loadMessages,
  mediaMessages,
  needsFormatter,
  specMessages,
  personMediaContract,
  uploadMediaRecordContract,
  type MediaItem,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../lib/i18n';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite, signIn, testFamily } from '../../../test/render-app';
import { mediaRecordsMessages } from '../messages';
import { PersonMedia } from './PersonMedia';

const photo: MediaItem = {
  key: 'record-1',
  origin: 'record',
  mediaId: 1,
  kind: 'image',
  title: 'Wedding day',
  date: 'ABT 1950',
  description: 'On the church steps',
  url: '/api/family/images/aa.png',
  image: {
    name: 'aa.png',
    url: '/api/family/images/aa.png',
    width: 300,
    height: 200,
    thumbnails: [{ url: '/api/family/images/aa-w240.webp', width: 240 }],
  },
  links: [],
};
const letter: MediaItem = {
  ...photo,
  key: 'record-2',
  mediaId: 2,
  kind: 'document',
  title: 'Letter home',
  date: null,
  description: null,
  url: `/api/family/${testFamily.familyId}/media-records/2/file`,
  image: null,
};
const portrait: MediaItem = {
  ...photo,
  key: 'profile-12',
  origin: 'profile',
  mediaId: null,
  title: 'Profile photo of Esther Koshy',
  date: null,
  description: null,
};

const showMedia = (canEdit: boolean) =>
  renderOnFamilySite(
    <PersonMedia
      familyId={testFamily.familyId}
      personId={12}
      personName="Esther Koshy"
      canEdit={canEdit}
    />,
  );

describe("a person's media (issue 30)", () => {
  it('shows thumbnails, PDF cards and the profile’s photos to a reader, with no editing', async () => {
    stubApi().on(personMediaContract, [photo, letter, portrait]);
    showMedia(false);
    const grid = await screen.findByRole('list', { name: 'Media of Esther Koshy' });
    expect(within(grid).getByRole('img', { name: 'Wedding day' }).getAttribute('src')).toBe(
      '/api/family/images/aa-w240.webp',
    );
    expect(grid.textContent).toContain('about 1950');
    const pdf = within(grid).getByRole('link', { name: 'Open Letter home (PDF, new tab)' });
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(grid.textContent).toContain('Profile photo');
    expect(screen.queryByRole('button', { name: 'Add media' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('lets an editor add media (a refused date shows on its field) and delete a record after a question', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let items: MediaItem[] = [];
    api.on(personMediaContract, () => ({ body: items }));
    api.on(uploadMediaRecordContract, () => ({
      status: 400,
      body: { code: 'VALIDATION', message: 'Bad date', fields: { date: 'Write a GEDCOM date' } },
    }));
    showMedia(true);
    expect(await screen.findByText('No photos or documents of Esther Koshy yet.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add media' });
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Image or PDF file'), file);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Letter home');
    await userEvent.type(within(dialog).getByLabelText('Date'), 'soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Write a GEDCOM date')).toBeTruthy();

    api.on(uploadMediaRecordContract, () => {
      items = [letter];
      return { status: 201, body: letter };
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByRole('link', { name: 'Open Letter home (PDF, new tab)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add media' })).toBeNull();

    api.on(deleteMediaRecordContract, () => {
      items = [];
      return { status: 204, body: null };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Letter home' }));
    const question = await screen.findByRole('dialog', { name: 'Delete this media?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No photos or documents of Esther Koshy yet.')).toBeTruthy();
    expect(api.callsOf(deleteMediaRecordContract)).toHaveLength(1);
  });

  describe('in another language (issue 31)', () => {
    afterEach(() => chooseLocale('en'));

    it('keeps English simple: other features render these sections without the ICU formatter', () => {
      expect(needsFormatter(mediaRecordsMessages.en)).toBe(false);
    });

    it('names the grid, the buttons and a refusal in German', async () => {
      signIn('FAMILY_ADMIN');
      const api = stubApi();
      api.on(personMediaContract, [letter]);
      api.on(uploadMediaRecordContract, () => ({
        status: 400,
        body: { code: 'VALIDATION', message: 'Bad', fields: { date: mediaMessages.badDate } },
      }));
      await Promise.all([
        loadMessages(mediaRecordsMessages, 'de'),
        loadMessages(specMessages, 'de'),
      ]);
      await chooseLocale('de');
      showMedia(true);
      const grid = await screen.findByRole('list', { name: 'Medien von Esther Koshy' });
      expect(
        within(grid).getByRole('link', { name: 'Letter home öffnen (PDF, neuer Tab)' }),
      ).toBeTruthy();
      expect(within(grid).getByRole('button', { name: 'Letter home löschen' })).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Medien hinzufügen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Medien hinzufügen' });
      const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
      await userEvent.upload(within(dialog).getByLabelText('Bild- oder PDF-Datei'), file);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
      expect(await within(dialog).findByText(/^Schreiben Sie ein GEDCOM-Datum/)).toBeTruthy();
    });
  });
});
