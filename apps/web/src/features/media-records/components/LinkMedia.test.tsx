import {
  createMediaLinkContract,
  deleteMediaLinkContract,
  deleteMediaRecordContract,
  familyMediaContract,
  personMediaContract,
  unionMediaContract,
  type MediaItem,
  type MediaLink,
} from '@familytree/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite, signIn, testFamily } from '../../../test/render-app';
import { CoupleMedia, PersonMedia } from './PersonMedia';

const link = (linkId: number, to: Partial<MediaLink>): MediaLink => ({
  linkId,
  personId: null,
  personName: null,
  unionId: null,
  sourceId: null,
  sourceTitle: null,
  eventId: null,
  ...to,
});
const record = (mediaId: number, title: string, links: MediaLink[]): MediaItem => ({
  key: `record-${mediaId}`,
  origin: 'record',
  mediaId,
  kind: 'document',
  title,
  date: '1911',
  description: null,
  url: `/api/family/${testFamily.familyId}/media-records/${mediaId}/file`,
  image: null,
  links,
});
const letter = record(1, 'Letter home', [
  link(10, { personId: 12, personName: 'Esther Koshy' }),
  link(11, { personId: 13, personName: 'Mathew Koshy' }),
]);
const census = record(2, 'Census 1911', [link(20, { personId: 13, personName: 'Mathew Koshy' })]);
const viaEvent = record(3, 'Baptism register', [
  link(30, { personId: 12, personName: 'Esther Koshy', eventId: 7 }),
]);

const showPerson = () =>
  renderOnFamilySite(
    <PersonMedia
      familyId={testFamily.familyId}
      personId={12}
      personName="Esther Koshy"
      canEdit={true}
    />,
  );

describe('linking existing media (issue 30)', () => {
  it('links one of the family’s records to the person, offering only those not shown yet', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let items = [letter];
    api.on(personMediaContract, () => ({ body: items }));
    api.on(familyMediaContract, [census, letter]);
    api.on(createMediaLinkContract, () => {
      items = [letter, { ...census, links: [...census.links, link(21, { personId: 12 })] }];
      return { status: 201, body: link(21, { personId: 12, personName: 'Esther Koshy' }) };
    });
    showPerson();
    await screen.findByRole('list', { name: 'Media of Esther Koshy' });
    await userEvent.click(screen.getByRole('button', { name: 'Link existing media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link existing media' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(within(dialog).getByText('Choose a photo or document')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Media' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Census 1911PDF · 1911']);
    await userEvent.click(options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(
      await screen.findByRole('link', { name: 'Open Census 1911 (PDF, new tab)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Link existing media' })).toBeNull();
    expect(api.callsOf(createMediaLinkContract).map((c) => [c.params.mediaId, c.body])).toEqual([
      ['2', { personId: 12 }],
    ]);
  });

  it('searches the family’s records by title as one types', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(personMediaContract, []);
    api.on(familyMediaContract, (request) => ({
      body: request.query.get('q') === 'cens' ? [census] : [census, letter],
    }));
    showPerson();
    await userEvent.click(await screen.findByRole('button', { name: 'Link existing media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link existing media' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Media' }), 'cens');
    await waitFor(() =>
      expect(api.callsOf(familyMediaContract).some((c) => c.query.get('q') === 'cens')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: /Letter home/ })).toBeNull());
    expect(screen.getByRole('option', { name: /Census 1911/ })).toBeTruthy();
  });

  it('unlinks a record from the person after a question, without deleting it', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let items = [letter, viaEvent];
    api.on(personMediaContract, () => ({ body: items }));
    api.on(deleteMediaLinkContract, () => {
      items = [viaEvent];
      return { status: 204, body: null };
    });
    showPerson();
    await screen.findByRole('list', { name: 'Media of Esther Koshy' });
    // Shown through an imported event, not linked to her: nothing of hers to unlink.
    expect(screen.queryByRole('button', { name: 'Unlink Baptism register' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink Letter home' }));
    const question = await screen.findByRole('dialog', {
      name: 'Unlink this media from Esther Koshy?',
    });
    expect(question.textContent).toContain('Letter home stays in the family');
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('button', { name: 'Delete Baptism register' });
    expect(screen.queryByText('Letter home')).toBeNull();
    expect(api.callsOf(deleteMediaLinkContract).map((c) => c.params)).toEqual([
      expect.objectContaining({ mediaId: '1', linkId: '10' }),
    ]);
    expect(api.callsOf(deleteMediaRecordContract)).toEqual([]);
  });

  it('links a record to a couple from the marriage’s section', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(unionMediaContract, []);
    api.on(familyMediaContract, [letter]);
    api.on(createMediaLinkContract, {
      ...link(40, { unionId: 5 }),
    });
    renderOnFamilySite(
      <CoupleMedia
        familyId={testFamily.familyId}
        unionId={5}
        heading="Marriage to Mathew Koshy"
        coupleName="Esther Koshy and Mathew Koshy"
        canEdit={true}
      />,
    );
    expect(await screen.findByText('No photos or documents of the marriage yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Marriage to Mathew Koshy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add media for the marriage' })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Link existing media for the marriage' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link existing media' });
    expect(dialog.textContent).toContain('Esther Koshy and Mathew Koshy');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Media' }));
    await userEvent.click(await screen.findByRole('option', { name: /Letter home/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(api.callsOf(createMediaLinkContract).map((c) => c.body)).toEqual([{ unionId: 5 }]);
  });
});
