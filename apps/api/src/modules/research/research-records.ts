import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import {
  citationRow,
  findRepository,
  findSource,
  findUnionOfFamily,
  personsOfFamily,
  updateCitation,
  updateRepository,
  updateSource,
  type CitationToStore,
  type RepositoryToStore,
  type SourceToStore,
} from '../data/research.repository.js';
import { existingIdsOf } from '../data/media-records.repository.js';
import { findPerson } from '../data/tree.repository.js';
import { rowReverter, type RowKind } from '../history/row-reverter.js';
import type { Row } from '../history/row-snapshots.repository.js';
import { recorderFor } from '../history/history.writer.js';
import { serverText } from '../../infra/user-text.js';

/**
 * How the research records enter the history and leave it again (issue 29's row kinds): each
 * write records the fields below; a deletion keeps the row (a source its citations) in "_row".
 */

const repositoryFields = ['name', 'address', 'note'] as const;
const sourceFields = [
  'title',
  'author',
  'publication',
  'abbreviation',
  'repository_id',
  'call_number',
  'note',
] as const;
const citationFields = [
  'source_id',
  'person_id',
  'union_id',
  'event_id',
  'fact',
  'page',
  'date',
  'quality',
  'note',
] as const;

const pick = <F extends string>(fields: readonly F[], row: Record<string, unknown>) =>
  Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));

export const recordRepositoryChange = recorderFor<RepositoryToStore>({
  entityType: 'repository',
  section: 'repository',
  fields: (row) => pick(repositoryFields, { ...row }),
});

export const recordSourceChange = recorderFor<SourceToStore>({
  entityType: 'source',
  section: 'source',
  fields: (row) => pick(sourceFields, { ...row }),
});

/**
 * A citation's record names its person (a couple's: a partner, `recorded_person_id`): it is in
 * their history and their branch admin's.
 */
export const recordCitationChange = recorderFor<
  CitationToStore & { recorded_person_id?: number | null }
>({
  entityType: 'citation',
  section: 'citation',
  fields: (row) => pick(citationFields, { ...row }),
  personOf: (row) => row.recorded_person_id ?? row.person_id,
});

export const repositoryKind: Pick<RowKind, 'table' | 'children'> = { table: 'repositories' };

/** Of kept media links, those whose media record is still there. */
async function mediaStillThere(trx: Db, _familyId: number, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.media_id).filter((id): id is number => typeof id === 'number');
  const there = await existingIdsOf(trx, 'media', ids);
  return rows.filter((r) => there.has(Number(r.media_id)));
}

export const sourceKind: Pick<RowKind, 'table' | 'children'> = {
  table: 'sources',
  children: {
    table: 'citations',
    column: 'source_id',
    recorded: { entityType: 'citation', what: serverText('history.whatCitation') },
    // A source comes back with the citations of the persons still in the tree (a couple's
    // citations went with their couple by cascade: those kept are of couples still there).
    async stillValid(trx, familyId, rows) {
      const ids = rows.map((r) => r.person_id).filter((id): id is number => typeof id === 'number');
      const persons = await personsOfFamily(trx, familyId, ids);
      const kept = [];
      for (const r of rows) {
        if (typeof r.person_id === 'number' && persons.has(r.person_id)) kept.push(r);
        else if (
          typeof r.union_id === 'number' &&
          (await findUnionOfFamily(trx, familyId, r.union_id))
        )
          kept.push(r);
      }
      return kept;
    },
    // The media links of its citations went with them, and come back with them.
    grandchildren: { table: 'media_links', column: 'citation_id', stillValid: mediaStillThere },
  },
};
export const citationKind: Pick<RowKind, 'table' | 'children'> = {
  table: 'citations',
  // Its media links go with it by cascade and come back with it, to the records still there.
  children: {
    table: 'media_links',
    column: 'citation_id',
    recorded: { entityType: 'mediaLink', what: serverText('history.whatCitationMedia') },
    stillValid: mediaStillThere,
  },
};

/** Fields of `fields` a record holds, over the row's current values. */
function merged<T>(current: T, recorded: Record<string, unknown>): T {
  const next = { ...current } as Record<string, unknown>;
  for (const [field, value] of Object.entries(recorded)) if (field in next) next[field] = value;
  return next as T;
}

export const repositoryReverter = rowReverter({
  ...repositoryKind,
  section: 'repository',
  fields: repositoryFields,
  identity: 'name',
  async write(trx, familyId, id, fields) {
    const current = (await findRepository(trx, familyId, id))!;
    await updateRepository(
      trx,
      familyId,
      id,
      merged(pick(repositoryFields, current) as unknown as RepositoryToStore, fields),
      nowIso(),
    );
  },
});

async function assertRepositoryThere(trx: Db, familyId: number, repositoryId: unknown) {
  if (typeof repositoryId === 'number' && !(await findRepository(trx, familyId, repositoryId)))
    throw conflict(serverText('history.repositoryGone'));
}

export const sourceReverter = rowReverter({
  ...sourceKind,
  section: 'source',
  fields: sourceFields,
  identity: 'title',
  check: (trx, familyId, _id, fields) => assertRepositoryThere(trx, familyId, fields.repository_id),
  async write(trx, familyId, id, fields) {
    const current = (await findSource(trx, familyId, id))!;
    await updateSource(
      trx,
      familyId,
      id,
      merged(pick(sourceFields, current) as unknown as SourceToStore, fields),
      nowIso(),
    );
  },
});

export const citationReverter = rowReverter({
  ...citationKind,
  section: 'citation',
  fields: citationFields,
  identity: 'source_id',
  async check(trx, familyId, _id, fields) {
    // A citation put back has lost its person when they were deleted since (row-reverter empties
    // such a person_id); a couple's, its couple: every citation is of a person or a couple.
    const gone =
      (typeof fields.source_id === 'number' &&
        !(await findSource(trx, familyId, fields.source_id))) ||
      (typeof fields.union_id === 'number'
        ? !(await findUnionOfFamily(trx, familyId, fields.union_id))
        : fields.person_id === null ||
          (typeof fields.person_id === 'number' &&
            !(await findPerson(trx, familyId, fields.person_id))));
    if (gone) throw conflict(serverText('history.citedGone'));
  },
  async write(trx, familyId, id, fields) {
    const row = (await citationRow(trx, familyId, id))!;
    await updateCitation(
      trx,
      familyId,
      id,
      merged(pick(citationFields, row) as unknown as CitationToStore, fields),
      nowIso(),
    );
  },
});
