import type { Insertable, RawBuilder, Selectable } from 'kysely';
import type { ChangeHistoryTable } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';

export type ChangeRow = Selectable<ChangeHistoryTable>;

/** The part of an entity one editor saves at once: its newest record is its version. */
export interface SectionRef {
  entityType: string;
  entityId: number;
  section: string;
}

export async function insertChange(db: Db, row: Insertable<ChangeHistoryTable>): Promise<number> {
  const { id } = await db
    .insertInto('change_history')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Links a record to further persons it is about (their History tabs list it). */
export async function linkChangePersons(
  db: Db,
  familyId: number,
  changeId: number,
  personIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return;
  // Some thousand rows per statement: a parameter list stays within SQLite's and PostgreSQL's caps.
  for (let i = 0; i < ids.length; i += 5000)
    await db
      .insertInto('change_history_persons')
      .values(
        ids
          .slice(i, i + 5000)
          .map((person_id) => ({ family_id: familyId, change_id: changeId, person_id })),
      )
      .execute();
}

/** A revert is about the persons the reverted record was about: its links are copied. */
export async function copyChangePersons(
  db: Db,
  familyId: number,
  fromId: number,
  toId: number,
): Promise<void> {
  const rows = await db
    .selectFrom('change_history_persons')
    .select('person_id')
    .where('family_id', '=', familyId)
    .where('change_id', '=', fromId)
    .execute();
  await linkChangePersons(
    db,
    familyId,
    toId,
    rows.map((r) => r.person_id),
  );
}

/** The newest record of a section (its version), or undefined when it was never changed. */
export async function newestOfSection(db: Db, ref: SectionRef): Promise<ChangeRow | undefined> {
  return db
    .selectFrom('change_history')
    .selectAll()
    .where('entity_type', '=', ref.entityType)
    .where('entity_id', '=', ref.entityId)
    .where('section', '=', ref.section)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The version of every section of one entity, in one statement. */
export async function sectionVersions(
  db: Db,
  entityType: string,
  entityId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('change_history')
    .select(['section', (eb) => eb.fn.max('id').as('version')])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .groupBy('section')
    .execute();
  return new Map(rows.map((r) => [r.section, Number(r.version)]));
}

/** The version of one section of every entity of a type in a family: entity id -> newest record id. */
export async function newestPerEntity(
  db: Db,
  familyId: number,
  entityType: string,
  section: string,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('change_history')
    .select(['entity_id', (eb) => eb.fn.max('id').as('version')])
    .where('family_id', '=', familyId)
    .where('entity_type', '=', entityType)
    .where('section', '=', section)
    .groupBy('entity_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.entity_id), Number(r.version)]));
}

export async function findChange(
  db: Db,
  familyId: number,
  id: number,
): Promise<ChangeRow | undefined> {
  return db
    .selectFrom('change_history')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The records of an entity newer than `afterId`, oldest first. */
export async function newerChangesOf(
  db: Db,
  entityType: string,
  entityId: number,
  afterId: number,
): Promise<ChangeRow[]> {
  return db
    .selectFrom('change_history')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

/** The changes after `afterId` about any of `entityIds` (a record's children). */
export async function newerChangesOfAny(
  db: Db,
  entityType: string,
  entityIds: readonly number[],
  afterId: number,
): Promise<ChangeRow[]> {
  if (entityIds.length === 0) return [];
  return db
    .selectFrom('change_history')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', 'in', [...entityIds])
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

/**
 * The changes after `change` about the same entity in the same family: an account's records in
 * another family are about another membership.
 */
export function newerChangesInFamily(
  db: Db,
  familyId: number,
  change: Pick<ChangeRow, 'entity_type' | 'id'> & { entity_id: number },
): Promise<ChangeRow[]> {
  return db
    .selectFrom('change_history')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('entity_type', '=', change.entity_type)
    .where('entity_id', '=', change.entity_id)
    .where('id', '>', change.id)
    .orderBy('id')
    .execute();
}

/**
 * The first change after `afterId` about one of `personIds` (a list, or a range of ids): what a
 * revert would leave dangling.
 */
export async function firstChangeAboutAfter(
  db: Db,
  familyId: number,
  personIds: number[] | { from: number; to: number },
  afterId: number,
): Promise<ChangeRow | undefined> {
  if (Array.isArray(personIds) && personIds.length === 0) return undefined;
  return db
    .selectFrom('change_history')
    .selectAll()
    .where('family_id', '=', familyId)
    .where((eb) =>
      Array.isArray(personIds)
        ? eb('person_id', 'in', personIds)
        : eb.between('person_id', personIds.from, personIds.to),
    )
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export interface ChangeFilter {
  familyId: number;
  personId?: number | undefined;
  userId?: number | undefined;
  /** A subquery of person ids (a branch): only records about one of them. */
  personIn?: RawBuilder<unknown> | undefined;
  /** Action prefixes ("person."), or whole actions ("revert"): one of them. */
  actions?: readonly string[] | undefined;
  /** Inclusive ISO stamps. */
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of a family's records, newest first, and the number of all that match. */
export async function listChanges(
  db: Db,
  filter: ChangeFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ChangeRow[]; total: number }> {
  let query = db.selectFrom('change_history').where('family_id', '=', filter.familyId);
  const personId = filter.personId;
  // The person's own records and those linked to them, each found by its index (no OR over both).
  if (personId !== undefined)
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('change_history as own')
        .select('own.id')
        .where('own.family_id', '=', filter.familyId)
        .where('own.person_id', '=', personId)
        .union(
          eb
            .selectFrom('change_history_persons as linked')
            .select('linked.change_id as id')
            .where('linked.family_id', '=', filter.familyId)
            .where('linked.person_id', '=', personId),
        ),
    );
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.personIn !== undefined)
    query = query.where('person_id', 'in', filter.personIn as RawBuilder<number>);
  const actions = filter.actions;
  if (actions !== undefined)
    query = query.where((eb) =>
      eb.or(
        actions.map((a) =>
          a.endsWith('.') ? eb('action', 'like', `${a}%`) : eb('action', '=', a),
        ),
      ),
    );
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<=', filter.to);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** PostgreSQL only: holds one row until the transaction ends. */
export type LockableTable =
  | 'persons'
  | 'menus'
  | 'family_events'
  | 'news_posts'
  | 'albums'
  | 'families'
  | 'repositories'
  | 'sources'
  | 'citations'
  | 'notes'
  | 'note_links'
  | 'media'
  | 'media_links'
  | 'places';

export async function lockRow(db: Db, table: LockableTable, id: number): Promise<void> {
  await db.selectFrom(table).select('id').where('id', '=', id).forNoKeyUpdate().execute();
}

/** The current names of the persons records are about, by id (deleted persons are missing). */
export async function personNames(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('persons')
    .select(['id', 'first_name', 'last_name'])
    .where('family_id', '=', familyId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim()]));
}

/** The users named in a family's records, with the name of their newest record. */
export async function changeAuthors(db: Db, familyId: number) {
  const rows = await db
    .selectFrom('change_history')
    .select(['user_id', 'user_name', 'id'])
    .where('family_id', '=', familyId)
    .where('user_id', 'is not', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('change_history')
        .select((e) => e.fn.max('id').as('id'))
        .where('family_id', '=', familyId)
        .where('user_id', 'is not', null)
        .groupBy('user_id'),
    )
    .orderBy('user_name')
    .execute();
  return rows.map((r) => ({ userId: r.user_id!, userName: r.user_name }));
}
