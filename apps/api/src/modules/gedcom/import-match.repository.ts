import type { Db } from '../../infra/database.js';

/**
 * The reads of an import into an existing tree (decision 0055): the family's persons and unions
 * the file is matched to, and the persons the decisions and the preview name.
 */

/** Which of `ids` are persons of the family, 500 at a time. */
export async function familyPersonIdsAmong(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<Set<number>> {
  const known = new Set<number>();
  for (let from = 0; from < ids.length; from += 500) {
    const rows = await db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', familyId)
      .where('id', 'in', ids.slice(from, from + 500))
      .execute();
    for (const r of rows) known.add(r.id);
  }
  return known;
}

/** What a match shows of the family's persons, 500 at a time. */
export async function personsToShow(db: Db, ids: number[]) {
  const rows = [];
  for (let from = 0; from < ids.length; from += 500)
    rows.push(
      ...(await db
        .selectFrom('persons')
        .select([
          'id',
          'first_name',
          'middle_name',
          'last_name',
          'gender',
          'date_of_birth',
          'date_of_death',
          'place_of_birth',
        ])
        .where('id', 'in', ids.slice(from, from + 500))
        .execute()),
    );
  return rows;
}
