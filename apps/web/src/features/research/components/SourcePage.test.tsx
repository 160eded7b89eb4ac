import {
  deleteSourceContract,
  sourceContract,
  sourceMediaContract,
  type MediaItem,
  type Source,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite, signIn } from '../../../test/render-app';
import { SourcePage } from './SourcePage';

const source: Source = {
  sourceId: 3,
  title: 'Parish register of St Mary',
  author: 'St Mary’s Church',
  citationCount: 1,
  publication: null,
  abbreviation: 'PRSM',
  repositoryId: 5,
  repositoryName: 'Kerala State Archives',
  callNumber: 'KSA 12/4',
  note: null,
  citations: [
    {
      citationId: 7,
      sourceId: 3,
      sourceTitle: 'Parish register of St Mary',
      personId: 12,
      unionId: null,
      partnerIds: [],
      eventId: null,
      personName: 'Esther Koshy',
      fact: 'birth',
      page: 'Baptisms 1872, entry 14',
      date: null,
      quality: 2,
      note: null,
    },
    {
      citationId: 8,
      sourceId: 3,
      sourceTitle: 'Parish register of St Mary',
      personId: null,
      unionId: 5,
      partnerIds: [12, 13],
      eventId: null,
      personName: 'Esther Koshy & Mathew Koshy',
      fact: 'marriage',
      page: null,
      date: null,
      quality: null,
      note: null,
    },
  ],
};

const scan: MediaItem = {
  key: 'record-4',
  origin: 'record',
  mediaId: 4,
  kind: 'document',
  title: 'Baptism entry scan',
  date: 'ABT 1872',
  description: null,
  url: '/api/family/1/media-records/4/file',
  image: null,
  links: [],
};

const showSource = () =>
  renderOnFamilySite(
    <Routes>
      <Route path="/sources/:sourceId" element={<SourcePage />} />
      <Route path="/sources" element={<p>The list of sources</p>} />
    </Routes>,
    '/sources/3',
  );

describe('a source page (issue 30)', () => {
  it('shows a visitor its fields, repository and citations, each person linked, with no editing', async () => {
    const api = stubApi();
    api.on(sourceContract, source);
    api.on(sourceMediaContract, [scan]);
    const page = showSource();

    expect(await screen.findByRole('heading', { name: 'Parish register of St Mary' })).toBeTruthy();
    expect(screen.getByText('Kerala State Archives')).toBeTruthy();
    expect(screen.getByText('KSA 12/4')).toBeTruthy();
    const [item, couple] = within(screen.getByRole('list', { name: 'Citations' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    // A couple's citation names both partners and links to the first one's sources.
    expect(
      within(couple)
        .getByRole('link', { name: 'Esther Koshy & Mathew Koshy' })
        .getAttribute('href'),
    ).toBe('/members/12/sources');
    expect(couple.textContent).toContain('Marriage');
    expect(within(item).getByRole('link', { name: 'Esther Koshy' }).getAttribute('href')).toBe(
      '/members/12/sources',
    );
    expect(item.textContent).toContain('Birth');
    expect(item.textContent).toContain('Baptisms 1872, entry 14 · Secondary evidence');
    await page.answered();
    expect(screen.queryByRole('button', { name: 'Delete source' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete citation/ })).toBeNull();
    // The source's media: a PDF opens in a new tab; a visitor adds and edits none.
    const media = await screen.findByRole('list', { name: 'Media of Parish register of St Mary' });
    const open = within(media).getByRole('link', {
      name: 'Open Baptism entry scan (PDF, new tab)',
    });
    expect(open.getAttribute('href')).toBe(scan.url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(media.textContent).toContain('about 1872');
    expect(screen.queryByRole('button', { name: 'Add media' })).toBeNull();
  });

  it('lets a family admin delete the source after a question, then shows the list', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(sourceContract, source);
    api.on(sourceMediaContract, []);
    api.on(deleteSourceContract, () => ({ status: 204, body: null }));
    showSource();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete source' }));
    const question = await screen.findByRole('dialog', {
      name: 'Delete this source and its citations?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The list of sources')).toBeTruthy();
    expect(api.callsOf(deleteSourceContract)).toHaveLength(1);
  });
});
