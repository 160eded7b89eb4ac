// @vitest-environment jsdom
import {
  gedcomExportWarningsContract,
  gedcomImportJobContract,
  importGedcomContract,
  loadFormatter,
  type GedcomJob,
  type GedcomMatch,
  type GedcomPreview,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite, signIn } from '../../../test/render-app';
import { GedcomPage } from './GedcomPage';

// The GEDCOM catalog has plurals: the formatter is loaded before the renders.
beforeAll(loadFormatter);
afterEach(() => vi.restoreAllMocks());

// Decision 0055: a file for a family that has persons shows its matches, and the import sends
// which of them to merge.

const person = (name: string, dateOfBirth: string | null) => ({
  name,
  gender: 'M' as const,
  dateOfBirth,
  dateOfDeath: null,
  placeOfBirth: null,
});
const match = (
  xref: string,
  personId: number,
  score: number,
  file: string,
  family: string,
): GedcomMatch => ({
  xref,
  personId,
  score,
  reasons: [{ code: 'sameBirthDate', points: 20, text: 'Same birth date' }],
  conflicts: [],
  filePerson: person(file, '1920-03-12'),
  familyPerson: person(family, '1920-03-12'),
});

const preview: GedcomPreview = {
  version: '5.5.1',
  encoding: 'UTF-8',
  program: 'Gramps',
  counts: {
    individuals: 4,
    families: 1,
    events: 4,
    notes: 0,
    sources: 0,
    media: 0,
    repositories: 0,
    citations: 0,
    places: 1,
  },
  founders: [],
  warnings: [],
  warningCount: 0,
  matches: [
    {
      ...match('P12', 3, 72, 'Joseph Kurian', 'Joseph Kurian'),
      conflicts: [{ field: 'dateOfBirth', file: '1951-06-07', family: '1950-06-05' }],
    },
    match('P10', 1, 95, 'Thoma Kurian', 'Thomas Kurian'),
    match('P13', 4, 55, 'Annamma Kurian', 'Annamma Kurian'),
  ],
  newPersons: 1,
  acceptScore: 60,
};

const done: GedcomJob = {
  jobId: 'job-1',
  status: 'done',
  processed: 4,
  total: 4,
  summary: {
    persons: 4,
    unions: 1,
    events: 4,
    kept: 0,
    founderId: null,
    matched: 1,
    added: 3,
  },
  warnings: [],
  error: null,
};

describe('the import into a family that has persons', () => {
  it('shows the matches, accepts and rejects them, and sends the decisions', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(gedcomExportWarningsContract, { warnings: [], warningCount: 0 });
    api.on(importGedcomContract, ({ query }) =>
      query.get('dryRun') === 'true'
        ? { body: preview }
        : { status: 202, body: { jobId: 'job-1' } },
    );
    api.on(gedcomImportJobContract, done);
    const append = vi.spyOn(FormData.prototype, 'append');
    const user = userEvent.setup();
    renderOnFamilySite(<GedcomPage />);

    await user.upload(
      screen.getByLabelText('GEDCOM file'),
      new File(['0 HEAD\n0 TRLR\n'], 'cousin.ged'),
    );
    const list = await screen.findByRole('list', { name: 'Matches' });
    expect(screen.getByText('New persons, added: 1')).toBeTruthy();
    const thoma = within(list).getByRole('listitem', { name: 'Thoma Kurian and Thomas Kurian' });
    expect(within(thoma).getByText('Score 95')).toBeTruthy();
    expect(within(thoma).getByText(/Same birth date: \+20/)).toBeTruthy();
    const joseph = within(list).getByRole('listitem', { name: 'Joseph Kurian and Joseph Kurian' });
    expect(
      within(joseph).getByText(/Birth date: 1951-06-07 in the file, 1950-06-05 in the family/),
    ).toBeTruthy();
    // Those at or above the server's score are ticked to begin with.
    const box = (name: string) =>
      screen.getByRole('checkbox', { name: `Merge ${name}` }) as HTMLInputElement;
    expect(box('Thoma Kurian into Thomas Kurian').checked).toBe(true);
    expect(box('Joseph Kurian into Joseph Kurian').checked).toBe(true);
    expect(box('Annamma Kurian into Annamma Kurian').checked).toBe(false);
    expect(screen.getByText('Accepted: 2 of 3')).toBeTruthy();

    // All from score 80: only Thoma; then Annamma by hand.
    const threshold = screen.getByLabelText('Accept from score');
    await user.clear(threshold);
    await user.type(threshold, '80');
    await user.click(screen.getByRole('button', { name: 'Accept all from 80' }));
    expect(box('Joseph Kurian into Joseph Kurian').checked).toBe(false);
    await user.click(box('Annamma Kurian into Annamma Kurian'));
    expect(screen.getByText('Accepted: 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import 4 persons' }));
    expect(await screen.findByText(/Merged with the family: 1\. Added: 3\./)).toBeTruthy();
    const sent = append.mock.calls.find(([name]) => name === 'decisions');
    expect(JSON.parse(String(sent![1]))).toEqual({ P12: null, P10: 1, P13: 4 });
  });

  it('shows no matches for a family without persons', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(gedcomExportWarningsContract, { warnings: [], warningCount: 0 });
    const { matches: _m, newPersons: _n, acceptScore: _a, ...empty } = preview;
    api.on(importGedcomContract, () => ({ body: empty }));
    const user = userEvent.setup();
    renderOnFamilySite(<GedcomPage />);
    await user.upload(screen.getByLabelText('GEDCOM file'), new File(['0 HEAD'], 'tree.ged'));
    expect(await screen.findByRole('button', { name: 'Import 4 persons' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Matches' })).toBeNull();
  });
});
