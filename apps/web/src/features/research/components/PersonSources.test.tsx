import {
  createCitationContract,
  deleteCitationContract,
  familySourcesContract,
  personCitationsContract,
  type Citation,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubbedApi } from '../../../test/contract-api';
import { descriptionOf, renderOnFamilySite, signIn, testFamily } from '../../../test/render-app';
import { PersonSources } from './PersonSources';

const citation = (citationId: number, patch: Partial<Citation> = {}): Citation => ({
  citationId,
  sourceId: 3,
  sourceTitle: 'Parish register of St Mary',
  personId: 12,
  personName: 'Esther Koshy',
  unionId: null,
  partnerIds: [],
  eventId: null,
  fact: 'birth',
  page: 'Baptisms 1872, entry 14',
  date: '12 MAR 1872',
  quality: 3,
  note: null,
  ...patch,
});

const showSources = (canCite: boolean) =>
  renderOnFamilySite(
    <PersonSources
      familyId={testFamily.familyId}
      personId={12}
      personName="Esther Koshy"
      canCite={canCite}
    />,
  );

function stubCitations(api: StubbedApi, initial: Citation[]) {
  let citations = initial;
  api.on(personCitationsContract, () => ({ body: citations }));
  return (next: Citation[]) => (citations = next);
}

describe("a person's Sources (issue 30)", () => {
  it('groups the citations by fact, each linked to its source, with no editing for a reader', async () => {
    const api = stubApi();
    stubCitations(api, [
      citation(1, {
        fact: null,
        sourceId: 4,
        sourceTitle: 'Census 1901',
        page: null,
        quality: null,
        date: null,
      }),
      citation(2),
    ]);
    const page = showSources(false);

    const birth = await screen.findByRole('list', { name: 'Sources of birth' });
    const item = within(birth).getByRole('listitem');
    expect(
      within(item).getByRole('link', { name: 'Parish register of St Mary' }).getAttribute('href'),
    ).toBe('/sources/3');
    expect(item.textContent).toContain(
      'Baptisms 1872, entry 14 · 12 MAR 1872 · Direct and primary evidence',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Birth',
      'General',
    ]);
    expect(screen.getByRole('list', { name: 'Sources of general' }).textContent).toContain(
      'Census 1901',
    );
    await page.answered();
    expect(screen.queryByRole('button', { name: 'Cite a source' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete citation/ })).toBeNull();
    expect(api.callsOf(personCitationsContract)[0]).toMatchObject({
      params: { familyId: '1', personId: '12' },
    });
  });

  it('says when nothing is cited', async () => {
    stubCitations(stubApi(), []);
    showSources(false);
    expect(await screen.findByText('No sources are cited for Esther Koshy yet.')).toBeTruthy();
  });

  it('lets an editor cite a source for a fact; the server’s field message shows on its field', async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    const setCitations = stubCitations(api, []);
    api.on(familySourcesContract, [
      { sourceId: 3, title: 'Parish register of St Mary', author: null, citationCount: 0 },
    ]);
    api.on(createCitationContract, () => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Invalid',
        fields: { page: 'Use at most 500 characters' },
      },
    }));
    showSources(true);

    await userEvent.click(await screen.findByRole('button', { name: 'Cite a source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cite a source' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Source/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Parish register of St Mary' }),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Fact' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Birth' }));
    await userEvent.type(within(dialog).getByLabelText('Page'), 'Baptisms 1872, entry 14');
    await userEvent.type(within(dialog).getByLabelText('Date'), '12 MAR 1872');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Quality' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Direct and primary evidence' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use at most 500 characters')).toBeTruthy();
    expect(descriptionOf(within(dialog).getByLabelText('Page'))).toBe('Use at most 500 characters');

    api.on(createCitationContract, () => {
      setCitations([citation(7)]);
      return { status: 201, body: citation(7) };
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('list', { name: 'Sources of birth' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Cite a source' })).toBeNull();
    expect(api.callsOf(createCitationContract).at(-1)!.body).toEqual({
      sourceId: 3,
      personId: 12,
      fact: 'birth',
      page: 'Baptisms 1872, entry 14',
      date: '12 MAR 1872',
      quality: 3,
      note: null,
    });
  });

  it('asks before deleting a citation, and shows a refusal as an alert', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    stubCitations(api, [citation(2)]);
    api.on(deleteCitationContract, () => ({
      status: 403,
      body: {
        code: 'FORBIDDEN',
        message:
          'Only a family admin, or the branch admin of the person, can edit their citations.',
      },
    }));
    showSources(true);

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Delete citation of Parish register of St Mary (Birth)',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this citation?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Only a family admin');
    expect(api.callsOf(deleteCitationContract)[0]).toMatchObject({ params: { citationId: '2' } });
  });
});
