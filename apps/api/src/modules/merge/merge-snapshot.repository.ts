import type { Db } from '../../infra/database.js';
import { keyOf, rowsNaming, rowSetTables, type RowSet } from '../data/row-sets.repository.js';
import type { Row } from '../data/whole-rows.repository.js';
import { personColumnsOf } from './merge-plan.js';

/**
 * Every row that names one of the two persons (decision 0053): the persons and their children,
 * unions of any family, profile lists, imported facts, research links (of the person and of
 * their couples), accounts, branch assignments, link requests, albums, and earlier merges' ids.
 */
export async function rowsOfBoth(db: Db, ids: [number, number]): Promise<RowSet> {
  const set: RowSet = {};
  for (const table of rowSetTables) {
    if (table === 'notes' || table === 'change_history_persons') continue;
    const columns = table === 'persons' ? ['id', 'father_id', 'mother_id'] : personColumnsOf[table];
    if (!columns) continue;
    const rows = await rowsNaming(db, table, columns, ids);
    if (table === 'citations' || table === 'note_links' || table === 'media_links') {
      const unions = (set.unions ?? []).map((u) => Number(u.id));
      rows.push(...(await rowsNaming(db, table, ['union_id'], unions)));
    }
    const unique = new Map<string, Row>(rows.map((r) => [keyOf(table, r), r]));
    if (unique.size) set[table] = [...unique.values()];
  }
  return set;
}

/** The records about `otherId` (or linked to them) that the kept person's history does not list. */
export async function historyToJoin(
  db: Db,
  familyId: number,
  otherId: number,
  keepId: number,
): Promise<number[]> {
  const own = await db
    .selectFrom('change_history')
    .select('id')
    .where('family_id', '=', familyId)
    .where('person_id', '=', otherId)
    .execute();
  const linked = await db
    .selectFrom('change_history_persons')
    .select('change_id as id')
    .where('family_id', '=', familyId)
    .where('person_id', '=', otherId)
    .execute();
  const already = new Set(
    (
      await db
        .selectFrom('change_history_persons')
        .select('change_id')
        .where('family_id', '=', familyId)
        .where('person_id', '=', keepId)
        .execute()
    ).map((r) => r.change_id),
  );
  const keepsOwn = new Set(
    (
      await db
        .selectFrom('change_history')
        .select('id')
        .where('family_id', '=', familyId)
        .where('person_id', '=', keepId)
        .execute()
    ).map((r) => r.id),
  );
  return [...new Set([...own, ...linked].map((r) => r.id))]
    .filter((id) => !already.has(id) && !keepsOwn.has(id))
    .sort((a, b) => a - b);
}

/** A note of the family (the values a merge did not keep), written before its link. */
export async function insertNote(db: Db, familyId: number, text: string, at: string): Promise<Row> {
  return (await db
    .insertInto('notes')
    .values({ family_id: familyId, text, record: 0, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
}

/** An event a merge adds (a birth or death kept as an alternative), written before its links. */
export async function insertEvent(db: Db, row: Row): Promise<Row> {
  return (await db
    .insertInto('gedcom_events')
    .values(row as never)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
}
