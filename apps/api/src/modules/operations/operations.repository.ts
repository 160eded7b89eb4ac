import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';

/** One trivial query: the database is reachable and answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
