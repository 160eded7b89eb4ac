import {
  createMediaLinkContract,
  deleteMediaLinkContract,
  familyMediaContract,
  personCitationsContract,
  uploadMediaRecordContract,
  type Citation,
  type CitationMedia,
  type MediaItem,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, type StubbedApi } from '../../../test/contract-api';
import { renderOnFamilySite, signIn, testFamily } from '../../../test/render-app';
import { PersonSources } from './PersonSources';

const scan: CitationMedia = {
  mediaId: 7,
  linkId: 70,
  kind: 'image',
  title: 'Baptism entry',
  date: null,
  url: '/api/family/images/aa.png',
  image: {
    name: 'aa.png',
    url: '/api/family/images/aa.png',
    width: 900,
    height: 600,
    thumbnails: [{ url: '/api/family/images/aa-w240.webp', width: 240 }],
  },
};
const register: CitationMedia = {
  mediaId: 8,
  linkId: 80,
  kind: 'document',
  title: 'Register page',
  date: '1872',
  url: `/api/family/${testFamily.familyId}/media-records/8/file`,
  image: null,
};

const citation = (media: CitationMedia[] | undefined): Citation => ({
  citationId: 1,
  sourceId: 3,
  sourceTitle: 'Parish register of St Mary',
  personId: 12,
  personName: 'Esther Koshy',
  unionId: null,
  partnerIds: [],
  eventId: null,
  fact: 'birth',
  page: 'Baptisms 1872, entry 14',
  date: null,
  quality: null,
  note: null,
  ...(media ? { media } : {}),
});

const letter: MediaItem = {
  key: 'record-9',
  origin: 'record',
  mediaId: 9,
  kind: 'document',
  title: 'Letter home',
  date: null,
  description: null,
  url: `/api/family/${testFamily.familyId}/media-records/9/file`,
  image: null,
  links: [],
};

const citationName = 'Parish register of St Mary (Birth)';

function showSources(api: StubbedApi, media: CitationMedia[] | undefined, canCite: boolean) {
  let citations = [citation(media)];
  api.on(personCitationsContract, () => ({ body: citations }));
  renderOnFamilySite(
    <PersonSources
      familyId={testFamily.familyId}
      personId={12}
      personName="Esther Koshy"
      canCite={canCite}
    />,
  );
  return (next: CitationMedia[]) => (citations = [citation(next)]);
}

describe("a citation's media (issue 30)", () => {
  it('shows thumbnails, a PDF icon for a document, each opening its file; nothing to edit for a reader', async () => {
    showSources(stubApi(), [scan, register], false);
    const list = await screen.findByRole('list', { name: `Media of ${citationName}` });
    const photo = within(list).getByRole('link', { name: 'Open Baptism entry' });
    expect(photo.getAttribute('href')).toBe(scan.url);
    expect(photo.getAttribute('target')).toBe('_blank');
    expect(photo.querySelector('img')?.getAttribute('src')).toBe('/api/family/images/aa-w240.webp');
    const pdf = within(list).getByRole('link', { name: 'Open Register page (PDF, new tab)' });
    expect(pdf.getAttribute('href')).toBe(register.url);
    expect(pdf.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add media/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unlink/ })).toBeNull();
  });

  it('shows nothing for a citation without media (or from a server without them) to a reader', async () => {
    showSources(stubApi(), undefined, false);
    await screen.findByRole('list', { name: 'Sources of birth' });
    expect(screen.queryByRole('list', { name: `Media of ${citationName}` })).toBeNull();
  });

  it("lets an editor link one of the family's records to the citation", async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    const setMedia = showSources(api, [], true);
    api.on(familyMediaContract, [letter]);
    api.on(createMediaLinkContract, () => {
      setMedia([{ ...register, mediaId: 9, linkId: 90, title: 'Letter home' }]);
      return {
        status: 201,
        body: {
          linkId: 90,
          personId: null,
          personName: null,
          unionId: null,
          sourceId: null,
          sourceTitle: null,
          eventId: null,
          citationId: 1,
        },
      };
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Add media to ${citationName}` }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Link existing media' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link existing media' });
    expect(dialog.textContent).toContain(citationName);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Media' }));
    await userEvent.click(await screen.findByRole('option', { name: /Letter home/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));

    // The citations are read again: the new link shows under the citation.
    expect(
      await screen.findByRole('link', { name: 'Open Letter home (PDF, new tab)' }),
    ).toBeTruthy();
    expect(api.callsOf(createMediaLinkContract).map((c) => [c.params.mediaId, c.body])).toEqual([
      ['9', { citationId: 1 }],
    ]);
  });

  it('lets an editor upload a file as the citation’s media', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    const setMedia = showSources(api, [], true);
    api.on(uploadMediaRecordContract, () => {
      setMedia([register]);
      return { status: 201, body: { ...letter, mediaId: 8, key: 'record-8' } };
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Add media to ${citationName}` }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Upload a photo or PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add media' });
    const file = new File(['%PDF-1.4'], 'page.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Image or PDF file'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByRole('link', { name: 'Open Register page (PDF, new tab)' }),
    ).toBeTruthy();
    const sent = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => init?.body)
      .find((body): body is FormData => body instanceof FormData);
    expect(sent?.get('citationId')).toBe('1');
  });

  it('unlinks a record from the citation after a question; a refusal shows', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    const setMedia = showSources(api, [scan, register], true);
    api.on(deleteMediaLinkContract, () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Only a family admin can do that.' },
    }));
    const unlink = `Unlink Baptism entry from ${citationName}`;
    await userEvent.click(await screen.findByRole('button', { name: unlink }));
    let question = await screen.findByRole('dialog', {
      name: `Unlink this media from ${citationName}?`,
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Only a family admin can do that.')).toBeTruthy();

    api.on(deleteMediaLinkContract, () => {
      setMedia([register]);
      return { status: 204, body: null };
    });
    await userEvent.click(await screen.findByRole('button', { name: unlink }));
    question = await screen.findByRole('dialog', {
      name: `Unlink this media from ${citationName}?`,
    });
    expect(question.textContent).toContain('Baptism entry stays in the family');
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open Baptism entry' })).toBeNull(),
    );
    expect(
      await screen.findByRole('link', { name: 'Open Register page (PDF, new tab)' }),
    ).toBeTruthy();
    expect(api.callsOf(deleteMediaLinkContract).at(-1)?.params).toMatchObject({
      mediaId: '7',
      linkId: '70',
    });
  });
});
