import type { Database } from '../db/schema.js';
import type { Db } from '../infra/database.js';

/** Every table a family's request could write: what "nothing changed" is checked on. */
export const writableTables: ReadonlyArray<keyof Database> = [
  'families',
  'users',
  'memberships',
  'persons',
  'unions',
  'link_requests',
  'branch_assignments',
  'menus',
  'page_contents',
  'addresses',
  'living_timeline',
  'social_links',
  'academic_history',
  'work_history',
  'life_events',
  'images',
  'invitations',
  'password_resets',
  'gedcom_import_jobs',
  'gedcom_events',
  'gedcom_kept',
  'family_events',
  'news_posts',
  'contact_sends',
  'repositories',
  'sources',
  'citations',
  'notes',
  'note_links',
  'media',
  'media_links',
  'duplicate_dismissals',
];

/** All rows of those tables in id order, as one string: equal before and after = unchanged. */
export async function snapshotTables(db: Db): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of writableTables)
    tables[table] = await db.selectFrom(table).selectAll().orderBy('id').execute();
  return JSON.stringify(tables);
}
