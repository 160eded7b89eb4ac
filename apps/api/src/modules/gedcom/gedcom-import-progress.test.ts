import type { GedcomJob } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testDialect,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { generateGedcom } from './gedcom-generator.js';
import { upload } from './gedcom.test-helpers.js';

// Issue 13: the import's progress bar moves. The write lets the server answer between batches,
// and on SQLite the poll is read from the second (reading) connection, so a file database.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({}, { sqliteFile: true });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/family/{familyId}/gedcom/import/{jobId} while the import runs', () => {
  it('answers with a growing count before the job is done, and other reads too', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const other = await createFamily(t.context);
    const otherToken = await login(t.app, other.admin.email, testPassword);
    let otherRead: { status: number; jobAfter: GedcomJob['status'] } | null = null;
    // Several batches of the writer (2,000 persons each).
    const persons = 8000;
    const started = await upload(t, family.familyId, generateGedcom(persons), token);
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json<{ jobId: string }>();
    const seen: GedcomJob[] = [];
    for (;;) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/family/${family.familyId}/gedcom/import/${jobId}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const job = res.json<GedcomJob>();
      seen.push(job);
      if (job.status === 'done' || job.status === 'failed') break;
      if (otherRead === null && job.processed > 0) {
        // Another family's page is read while the import's transaction is open...
        const news = await t.app.inject({
          method: 'GET',
          url: `/api/family/${other.familyId}/news`,
          headers: bearer(otherToken),
        });
        // ...and answered before the import ends, not after its commit.
        const after = await t.app.inject({
          method: 'GET',
          url: `/api/family/${family.familyId}/gedcom/import/${jobId}`,
          headers: bearer(token),
        });
        otherRead = { status: news.statusCode, jobAfter: after.json<GedcomJob>().status };
      }
      // An injected request is answered without the event loop turning (no network): let the
      // import's next batch run, as a browser's poll arriving over the network would.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(seen.at(-1)).toMatchObject({ status: 'done', processed: persons, total: persons });
    const midway = seen.filter(
      (job) => job.status === 'running' && job.processed > 0 && job.processed < persons,
    );
    expect(midway.length).toBeGreaterThan(0);
    expect(otherRead?.status).toBe(200);
    // On SQLite the order is certain (one batch per turn of the event loop); on PostgreSQL the
    // import's batches wait for the network, as the read does, so the order is not fixed.
    if (testDialect === 'sqlite') expect(otherRead?.jobAfter).toBe('running');
    const counts = seen.map((job) => job.processed);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});
