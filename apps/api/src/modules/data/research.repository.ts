import type { RecordFact } from '@familytree/shared';
import type { Db } from '../../infra/database.js';

/**
 * The family's research records (issue 30, decision 0034): on the data floor, as the GEDCOM
 * orchestrator, the profiles and the research module all read them.
 */

export interface RepositoryToStore {
  name: string;
  address: string | null;
  note: string | null;
}

export interface SourceToStore {
  title: string;
  author: string | null;
  publication: string | null;
  abbreviation: string | null;
  repository_id: number | null;
  call_number: string | null;
  note: string | null;
}

export interface CitationToStore {
  source_id: number;
  /** Exactly one of person_id and union_id (a person's citation or a couple's). */
  person_id: number | null;
  union_id: number | null;
  event_id: number | null;
  fact: RecordFact | null;
  page: string | null;
  date: string | null;
  quality: number | null;
  note: string | null;
}

export function repositoriesOf(db: Db, familyId: number) {
  return db
    .selectFrom('repositories as r')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.address',
      'r.note',
      eb
        .selectFrom('sources as s')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('s.repository_id', '=', 'r.id')
        .as('source_count'),
    ])
    .where('r.family_id', '=', familyId)
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
}

export function findRepository(db: Db, familyId: number, id: number) {
  return db
    .selectFrom('repositories')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertRepository(
  db: Db,
  familyId: number,
  repository: RepositoryToStore,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('repositories')
    .values({ family_id: familyId, ...repository, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRepository(
  db: Db,
  familyId: number,
  id: number,
  repository: RepositoryToStore,
  at: string,
): Promise<void> {
  await db
    .updateTable('repositories')
    .set({ ...repository, updated_at: at })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .execute();
}

export function sourcesOf(db: Db, familyId: number) {
  return db
    .selectFrom('sources')
    .select(['id', 'title', 'author'])
    .where('family_id', '=', familyId)
    .orderBy('title')
    .orderBy('id')
    .execute();
}

export function findSource(db: Db, familyId: number, id: number) {
  return db
    .selectFrom('sources as s')
    .leftJoin('repositories as r', 'r.id', 's.repository_id')
    .selectAll('s')
    .select('r.name as repository_name')
    .where('s.family_id', '=', familyId)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export async function insertSource(
  db: Db,
  familyId: number,
  source: SourceToStore,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('sources')
    .values({ family_id: familyId, ...source, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSource(
  db: Db,
  familyId: number,
  id: number,
  source: SourceToStore,
  at: string,
): Promise<void> {
  await db
    .updateTable('sources')
    .set({ ...source, updated_at: at })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .execute();
}

/**
 * Citations with their source's title and their person's life facts, or a couple's partners'
 * (for the living rule and the names).
 */
function citationsQuery(db: Db, familyId: number) {
  return db
    .selectFrom('citations as c')
    .innerJoin('sources as s', 's.id', 'c.source_id')
    .leftJoin('persons as p', 'p.id', 'c.person_id')
    .leftJoin('unions as u', 'u.id', 'c.union_id')
    .leftJoin('persons as pa', 'pa.id', 'u.person_id')
    .leftJoin('persons as pb', 'pb.id', 'u.spouse_id')
    .selectAll('c')
    .select([
      's.title as source_title',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.date_of_death',
      'p.living',
      ...partnerColumns,
    ])
    .where('c.family_id', '=', familyId)
    .orderBy('c.position')
    .orderBy('c.id');
}

/** A couple's partners, as `a_*` and `b_*` columns (null for a person's record). */
export const partnerColumns = [
  'pa.id as a_id',
  'pa.first_name as a_first_name',
  'pa.last_name as a_last_name',
  'pa.date_of_birth as a_date_of_birth',
  'pa.date_of_death as a_date_of_death',
  'pa.living as a_living',
  'pb.id as b_id',
  'pb.first_name as b_first_name',
  'pb.last_name as b_last_name',
  'pb.date_of_birth as b_date_of_birth',
  'pb.date_of_death as b_date_of_death',
  'pb.living as b_living',
] as const;

export type CitationRow = Awaited<
  ReturnType<ReturnType<typeof citationsQuery>['execute']>
>[number];

export function citationsOfPerson(db: Db, familyId: number, personId: number) {
  return citationsQuery(db, familyId).where('c.person_id', '=', personId).execute();
}

export function citationsOfUnion(db: Db, familyId: number, unionId: number) {
  return citationsQuery(db, familyId).where('c.union_id', '=', unionId).execute();
}

export function citationsOfSource(db: Db, familyId: number, sourceId: number) {
  return citationsQuery(db, familyId).where('c.source_id', '=', sourceId).execute();
}

/**
 * The sources list's counts, grouped in the database: every citation for who sees the living;
 * for others only those that cannot be of a living person (of a couple, of someone dead or marked
 * deceased): `possiblyLivingCitations` gives the rest, for the living rule to decide.
 */
export async function citationCountsBySource(
  db: Db,
  familyId: number,
  certainlyReadable: boolean,
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('citations as c')
    .leftJoin('persons as p', 'p.id', 'c.person_id')
    .select((eb) => ['c.source_id', eb.fn.countAll<string | number>().as('n')])
    .where('c.family_id', '=', familyId);
  if (certainlyReadable)
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('c.person_id', 'is', null), eb('c.union_id', 'is', null)]),
        eb('p.date_of_death', 'is not', null),
        eb('p.living', '=', 0),
      ]),
    );
  const rows = await query.groupBy('c.source_id').execute();
  return new Map(rows.map((r) => [r.source_id, Number(r.n)]));
}

/**
 * The citations of persons who may be living (no death date, not marked deceased), and every
 * couple's (the living rule weighs both partners).
 */
export async function possiblyLivingCitations(db: Db, familyId: number) {
  const persons = await db
    .selectFrom('citations as c')
    .innerJoin('persons as p', 'p.id', 'c.person_id')
    .select(['c.source_id', 'c.person_id', 'p.date_of_birth', 'p.date_of_death', 'p.living'])
    .where('c.family_id', '=', familyId)
    .where('p.date_of_death', 'is', null)
    .where('p.living', '<>', 0)
    .execute();
  const couples = await db
    .selectFrom('citations as c')
    .innerJoin('unions as u', 'u.id', 'c.union_id')
    .leftJoin('persons as pa', 'pa.id', 'u.person_id')
    .leftJoin('persons as pb', 'pb.id', 'u.spouse_id')
    .select(['c.source_id', 'c.person_id', 'c.union_id', ...partnerColumns])
    .where('c.family_id', '=', familyId)
    .execute();
  return [
    ...persons.map((r) => ({ ...r, union_id: null })),
    ...couples.map((r) => ({ ...r, date_of_birth: null, date_of_death: null, living: null })),
  ];
}

/** The person's couples in the family, in their order, with the other partner's name. */
export function marriagesOfPerson(db: Db, familyId: number, personId: number) {
  return db
    .selectFrom('unions as u')
    .innerJoin('persons as o', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('u.person_id', '=', personId), eb('o.id', '=', eb.ref('u.spouse_id'))]),
          eb.and([eb('u.spouse_id', '=', personId), eb('o.id', '=', eb.ref('u.person_id'))]),
        ]),
      ),
    )
    .select(['u.id', 'o.id as partner_id', 'o.first_name', 'o.last_name'])
    .where('u.family_id', '=', familyId)
    .orderBy('u.union_order')
    .orderBy('u.id')
    .execute();
}

/** The family's couple, with its two partners' ids. */
export function findUnionOfFamily(db: Db, familyId: number, unionId: number) {
  return db
    .selectFrom('unions')
    .select(['id', 'person_id', 'spouse_id'])
    .where('family_id', '=', familyId)
    .where('id', '=', unionId)
    .executeTakeFirst();
}

/** The family's imported event, with whom it is of (a couple's: of_family 1, both partners). */
export function findGedcomEventOfFamily(db: Db, familyId: number, eventId: number) {
  return db
    .selectFrom('gedcom_events')
    .select(['id', 'person_id', 'spouse_id', 'of_family'])
    .where('family_id', '=', familyId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export function findCitation(db: Db, familyId: number, id: number) {
  return citationsQuery(db, familyId).where('c.id', '=', id).executeTakeFirst();
}

export async function insertCitation(
  db: Db,
  familyId: number,
  citation: CitationToStore,
  at: string,
): Promise<number> {
  const last = await db
    .selectFrom('citations')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('family_id', '=', familyId)
    .where((eb) =>
      citation.union_id === null
        ? eb('person_id', '=', citation.person_id)
        : eb('union_id', '=', citation.union_id),
    )
    .executeTakeFirst();
  const row = await db
    .insertInto('citations')
    .values({
      family_id: familyId,
      ...citation,
      position: Number(last?.position ?? 0) + 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCitation(
  db: Db,
  familyId: number,
  id: number,
  citation: CitationToStore,
  at: string,
): Promise<void> {
  await db
    .updateTable('citations')
    .set({ ...citation, updated_at: at })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .execute();
}

/** A citation's row as stored (a revert writes fields back over it). */
export function citationRow(db: Db, familyId: number, id: number) {
  return db
    .selectFrom('citations')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Of these person ids, those that are persons of the family today. */
export async function personsOfFamily(db: Db, familyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('persons')
    .select('id')
    .where('family_id', '=', familyId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Deletes one research record of the family (a source takes its citations by cascade). */
export async function deleteResearchRow(
  db: Db,
  table: 'repositories' | 'sources' | 'citations',
  familyId: number,
  id: number,
): Promise<void> {
  await db.deleteFrom(table).where('family_id', '=', familyId).where('id', '=', id).execute();
}
