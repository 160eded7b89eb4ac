import { deleteSourceContract, sourceContract, type Source } from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
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
      personName: 'Esther Koshy',
      fact: 'birth',
      page: 'Baptisms 1872, entry 14',
      date: null,
      quality: 2,
      note: null,
    },
  ],
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
    const page = showSource();

    expect(await screen.findByRole('heading', { name: 'Parish register of St Mary' })).toBeTruthy();
    expect(screen.getByText('Kerala State Archives')).toBeTruthy();
    expect(screen.getByText('KSA 12/4')).toBeTruthy();
    const item = within(screen.getByRole('list', { name: 'Citations' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Esther Koshy' }).getAttribute('href')).toBe(
      '/members/12/sources',
    );
    expect(item.textContent).toContain('Birth');
    expect(item.textContent).toContain('Baptisms 1872, entry 14 · Secondary evidence');
    await page.answered();
    expect(screen.queryByRole('button', { name: 'Delete source' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete citation/ })).toBeNull();
  });

  it('lets a family admin delete the source after a question, then shows the list', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(sourceContract, source);
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
