import type { Updateable } from 'kysely';
import type { PersonsTable } from '../../db/schema.js';
import { dialectOf, type Db } from '../../infra/database.js';

/** Every profile list of one person of the family, read in parallel. */
export async function readProfileRows(db: Db, familyId: number, personId: number) {
  const [person, addresses, timeline, social, academic, work, events] = await Promise.all([
    findPersonRow(db, familyId, personId),
    db
      .selectFrom('addresses')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('person_id', '=', personId)
      .orderBy('address_type')
      .execute(),
    db
      .selectFrom('living_timeline')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('person_id', '=', personId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('social_links')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('academic_history')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('person_id', '=', personId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('work_history')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('person_id', '=', personId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('life_events')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('person_id', '=', personId)
      .orderBy('position')
      .execute(),
  ]);
  return { person, addresses, timeline, social, academic, work, events };
}

export type ListTable =
  | 'addresses'
  | 'living_timeline'
  | 'social_links'
  | 'academic_history'
  | 'work_history'
  | 'life_events';

/** Replaces one list of a person's profile with the given rows (the edit screens send whole lists). */
export async function replaceList<R extends object>(
  db: Db,
  table: ListTable,
  familyId: number,
  personId: number,
  rows: R[],
): Promise<void> {
  await db
    .deleteFrom(table)
    .where('family_id', '=', familyId)
    .where('person_id', '=', personId)
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto(table)
    // Each caller builds rows of exactly its table's columns.
    .values(rows.map((r) => ({ ...r, family_id: familyId, person_id: personId })) as never)
    .execute();
}

/** The whole person row of a person of the family (the profile's Basic details tab reads every column). */
export function findPersonRow(db: Db, familyId: number, personId: number) {
  return db
    .selectFrom('persons')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', personId)
    .executeTakeFirst();
}

/** Writes the given columns of one person of the family. */
export async function updatePersonFields(
  db: Db,
  familyId: number,
  personId: number,
  fields: Updateable<PersonsTable>,
): Promise<void> {
  await db
    .updateTable('persons')
    .set(fields)
    .where('family_id', '=', familyId)
    .where('id', '=', personId)
    .execute();
}

/** The order the profile shows each list in (readProfileRows). */
const listOrder: Record<ListTable, 'address_type' | 'id' | 'position'> = {
  addresses: 'address_type',
  social_links: 'id',
  living_timeline: 'position',
  academic_history: 'position',
  work_history: 'position',
  life_events: 'position',
};

/** Some columns and lists of one person (a profile tab's values); undefined for an unknown person. */
export async function readSectionRows(
  db: Db,
  familyId: number,
  personId: number,
  columns: ReadonlyArray<keyof PersonsTable>,
  tables: readonly ListTable[],
) {
  const person = await db
    .selectFrom('persons')
    .select(columns)
    .where('family_id', '=', familyId)
    .where('id', '=', personId)
    .executeTakeFirst();
  if (!person) return undefined;
  const lists = await readListRows(db, familyId, personId, tables);
  return { person: person as Record<string, unknown>, lists };
}

/** Whole lists of one person's profile, each in the order the profile shows it. */
export async function readListRows(
  db: Db,
  familyId: number,
  personId: number,
  lists: readonly ListTable[],
): Promise<Record<string, object[]>> {
  const rows: Record<string, object[]> = {};
  for (const table of lists) {
    rows[table] = await db
      .selectFrom(table)
      .selectAll()
      .where('family_id', '=', familyId)
      .where('person_id', '=', personId)
      .orderBy(listOrder[table])
      .execute();
  }
  return rows;
}

/**
 * A profile tab's columns with the tab's newest history record (its version); on PostgreSQL the
 * person row stays locked until the transaction ends (SQLite writes one transaction at a time), so
 * the save that follows is based on exactly these values. Undefined for an unknown person.
 *
 * On PostgreSQL the lock is its own statement, taken before the read: under READ COMMITTED a
 * `SELECT … FOR NO KEY UPDATE` that waited on the lock re-reads the locked row but keeps its own
 * older snapshot for the joined history, so a save that queued behind another read the version
 * from before that save and overwrote it (issue 28). The read after the lock is a new statement,
 * with a snapshot that holds every save committed before the lock was granted.
 */
export async function lockSectionColumns(
  db: Db,
  familyId: number,
  personId: number,
  columns: ReadonlyArray<keyof PersonsTable>,
  section: string,
) {
  const newest = db
    .selectFrom('change_history')
    .select(['id', 'user_name', 'created_at'])
    .where('entity_type', '=', 'person')
    .where('entity_id', '=', personId)
    .where('section', '=', section)
    .orderBy('id', 'desc')
    .limit(1)
    .as('newest');
  if (dialectOf(db) === 'postgres') {
    const locked = await db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', familyId)
      .where('id', '=', personId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!locked) return undefined;
  }
  const row = await db
    .selectFrom('persons')
    .leftJoin(newest, (join) => join.onTrue())
    .select(columns.map((c) => `persons.${c}` as const))
    .select([
      'newest.id as version_id',
      'newest.user_name as version_user_name',
      'newest.created_at as version_created_at',
    ])
    .where('persons.family_id', '=', familyId)
    .where('persons.id', '=', personId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { version_id, version_user_name, version_created_at, ...person } = row as Record<
    string,
    unknown
  > & { version_id: number | null; version_user_name: string; version_created_at: string };
  const newestRecord =
    version_id === null
      ? undefined
      : { id: version_id, user_name: version_user_name, created_at: version_created_at };
  return { person, newest: newestRecord };
}
