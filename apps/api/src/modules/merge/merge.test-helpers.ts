import { apiPaths, type ChangeRecord } from '@familytree/shared';
import { expect } from 'vitest';
import { snapshotTables, useFamilyBed } from '../../test-support/index.js';
import { addPerson, client, marry, personRow } from '../tree/tree.test-helpers.js';

/**
 * The merge tests' bed (issue 33): a fresh database and family per file, and the requests and
 * checks every merge test file uses. Registers the file's hooks.
 */
export function useMergeBed() {
  const bed = useFamilyBed();
  const db = () => bed.t.context.db;
  const api = () => client(bed.t);
  const now = () => new Date().toISOString();

  /** A person of the bed's family, written straight into the database. */
  const add = (p: Parameters<typeof addPerson>[2]) =>
    addPerson(bed.t.context, bed.family.familyId, p);

  const merge = (keepId: number, body: object, as: string | undefined = bed.token) =>
    api().post(apiPaths.mergePersons(bed.family.familyId, keepId), body, as);

  async function revert(changeId: number, expected = 200) {
    const res = await api().post(
      apiPaths.revertChange(bed.family.familyId, changeId),
      undefined,
      bed.token,
    );
    expect(res.statusCode, res.body).toBe(expected);
    return res.json<ChangeRecord>();
  }

  /**
   * Every row a merge may touch, the redirect and history links included; not the families'
   * trigger-kept tree versions (every change moves them on) nor the links of the merge's own
   * records (those from `sinceChange` on).
   */
  async function everything(sinceChange = 2_147_483_647) {
    const tables = JSON.parse(await snapshotTables(db())) as Record<
      string,
      Array<Record<string, unknown>>
    >;
    for (const f of tables.families ?? []) {
      delete f.persons_version;
      delete f.tree_version;
    }
    return JSON.stringify([
      tables,
      await db().selectFrom('merged_persons').selectAll().orderBy('id').execute(),
      await db()
        .selectFrom('change_history_persons')
        .selectAll()
        .where('change_id', '<', sinceChange)
        .orderBy('change_id')
        .execute(),
    ]);
  }

  /** A source of the bed's family, for citations. */
  async function source(title: string) {
    const row = await db()
      .insertInto('sources')
      .values({ family_id: bed.family.familyId, title, created_at: now(), updated_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A citation of the source for one of a person's facts (`fact`) or events (`event_id`). */
  async function cite(
    sourceId: number,
    personId: number,
    at: { fact?: string; page?: string; event_id?: number },
  ) {
    await db()
      .insertInto('citations')
      .values({
        family_id: bed.family.familyId,
        source_id: sourceId,
        person_id: personId,
        position: 0,
        created_at: now(),
        updated_at: now(),
        ...at,
      })
      .execute();
  }

  return {
    bed,
    db,
    api,
    now,
    add,
    merge,
    revert,
    everything,
    source,
    cite,
    marry: (personId: number, spouseId: number) =>
      marry(bed.t.context, bed.family.familyId, personId, spouseId),
    personRow: (id: number) => personRow(bed.t.context, id),
  };
}
