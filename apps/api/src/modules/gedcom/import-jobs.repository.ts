import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';

/**
 * The GEDCOM import jobs' rows: a job is queued, runs in the background and reports its progress,
 * summary and warnings here, where any server of the family can read them.
 */

export type JobRow = Database['gedcom_import_jobs'];

export async function insertJob(
  db: Db,
  job: { id: string; familyId: number; userId: number; total: number },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('gedcom_import_jobs')
    .values({
      id: job.id,
      family_id: job.familyId,
      user_id: job.userId,
      status: 'queued',
      processed: 0,
      total: job.total,
      summary: null,
      warnings: null,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateJob(
  db: Db,
  id: string,
  fields: Partial<Pick<JobRow, 'status' | 'processed' | 'summary' | 'warnings' | 'error'>>,
): Promise<void> {
  await db
    .updateTable('gedcom_import_jobs')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export function findJob(db: Db, familyId: number, id: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('gedcom_import_jobs')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * At start: jobs a stopped process left queued or running can never finish. `silentSince`: only
 * jobs not updated since then (other processes' running jobs write their progress).
 */
export async function failUnfinishedJobs(
  db: Db,
  error: string,
  silentSince: string | null,
): Promise<number> {
  const result = await db
    .updateTable('gedcom_import_jobs')
    .set({ status: 'failed', error, updated_at: nowIso() })
    .where('status', 'in', ['queued', 'running'])
    .$call((q) => (silentSince ? q.where('updated_at', '<', silentSince) : q))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
