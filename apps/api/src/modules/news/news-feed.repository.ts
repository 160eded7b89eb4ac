import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';

/**
 * The automatic entries of the news feed, derived from the timestamps the data already has
 * (docs/decisions/0020): persons and images by their created_at, grouped by UTC day so that a
 * GEDCOM import of 5,000 persons is one entry; menus by their published_at. Each read is bounded
 * by `limit` (the feed page's depth).
 */

/** created_at is ISO-8601 text on both databases: its first 10 characters are the UTC day. */
const dayOf = sql<string>`substr(created_at, 1, 10)`;

export interface DayGroup {
  day: string;
  at: string;
  count: number;
}

async function daysOf(
  db: Db,
  table: 'persons' | 'images',
  familyId: number,
  limit: number,
): Promise<DayGroup[]> {
  const rows = await db
    .selectFrom(table)
    .select([
      dayOf.as('day'),
      sql<string>`max(created_at)`.as('at'),
      sql<number | string>`count(*)`.as('count'),
    ])
    .where('family_id', '=', familyId)
    .groupBy(dayOf)
    .orderBy(dayOf, 'desc')
    .limit(limit)
    .execute();
  // PostgreSQL answers count(*) as a bigint string.
  return rows.map((r) => ({ day: r.day, at: r.at, count: Number(r.count) }));
}

export const personDays = (db: Db, familyId: number, limit: number) =>
  daysOf(db, 'persons', familyId, limit);

export const imageDays = (db: Db, familyId: number, limit: number) =>
  daysOf(db, 'images', familyId, limit);

/** The newest persons added on one day: id and name only. */
export async function personsAddedOn(
  db: Db,
  familyId: number,
  day: string,
  limit: number,
): Promise<Array<{ personId: number; name: string }>> {
  const rows = await db
    .selectFrom('persons')
    .select(['id', 'first_name', 'last_name'])
    .where('family_id', '=', familyId)
    .where('created_at', '>=', day)
    .where('created_at', '<', `${day}T99`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ personId: r.id, name: `${r.first_name} ${r.last_name}`.trim() }));
}

/**
 * Pages visitors can open that were published at least once: fixed pages and shown menus. (A
 * later draft clears `published` but visitors still see the published sections.)
 */
export function publishedMenus(db: Db, familyId: number, limit: number) {
  return db
    .selectFrom('menus')
    .select(['id', 'menu_name', 'menu_order', 'published_at'])
    .where('family_id', '=', familyId)
    .where('published_at', 'is not', null)
    .where((eb) => eb.or([eb('configurable', '=', 0), eb('enabled', '=', 1)]))
    .orderBy('published_at', 'desc')
    .limit(limit)
    .execute();
}
