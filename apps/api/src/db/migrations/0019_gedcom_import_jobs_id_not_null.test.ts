import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateTo } from '../migrate.js';
import { openTestDatabase, type OpenedDatabase } from '../../test-support/test-context.js';

describe('migration 0019 (GEDCOM import jobs: id not null)', () => {
  let opened: OpenedDatabase;

  beforeEach(async () => {
    opened = await openTestDatabase();
    await migrateTo(opened.handle, '0018_contact_sends_family_index');
  });
  afterEach(async () => {
    await opened.handle.db.destroy();
    await opened.drop();
  });

  const job = (familyId: number, id: string) => ({
    id,
    family_id: familyId,
    user_id: null,
    status: 'DONE',
    processed: 3,
    total: 3,
    summary: '{"persons":3}',
    warnings: '[]',
    error: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:01:00.000Z',
  });

  it('keeps the jobs there were and refuses a job without id', async () => {
    const db = opened.handle.db;
    const family = await db
      .insertInto('families')
      .values({ domain_name: 'first', name: 'First', created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('gedcom_import_jobs').values(job(family.id, 'job-1')).execute();

    await migrateTo(opened.handle, '0019_gedcom_import_jobs_id_not_null');

    expect(await db.selectFrom('gedcom_import_jobs').selectAll().execute()).toEqual([
      job(family.id, 'job-1'),
    ]);
    await expect(
      db
        .insertInto('gedcom_import_jobs')
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the typed schema has no null id
        .values({ ...job(family.id, 'unused'), id: null } as any)
        .execute(),
    ).rejects.toThrow(/null/i);
  });
});
