import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  familyWithRoles,
  snapshotTables,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { importFile } from './gedcom.test-helpers.js';
import { existingTreeHelpers, familyFile } from './gedcom-import-existing.fixture.js';

/** Issue 33, decision 0055: who may not import into a family that has persons, and bad decisions. */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t?.close());

const { existingFamily, send } = existingTreeHelpers(() => t);

describe('refusals of the import into a family that has persons', () => {
  let family: TestFamily;
  let token: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    ({ family, token, ids } = await existingFamily());
  });

  async function refusedWith(
    res: Promise<{ statusCode: number; body: string }>,
    status: number,
    field?: string,
  ) {
    const before = await snapshotTables(t.context.db);
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    if (field) expect(Object.keys(JSON.parse(answer.body).fields ?? {})).toEqual([field]);
    expect(await snapshotTables(t.context.db)).toBe(before);
  }

  it('refuses a visitor, another family’s admin and a branch admin', async () => {
    const roles = await familyWithRoles(t.app, t.context);
    const job = await importFile(t, roles.family.familyId, familyFile, roles.adminToken);
    expect(job.status).toBe('done');
    const decisions = JSON.stringify({ P10: null });
    for (const query of ['', 'dryRun=true']) {
      await refusedWith(send(roles.family.familyId, undefined, decisions, query), 401);
      await refusedWith(send(roles.family.familyId, roles.branchToken, decisions, query), 403);
      const other = await send(roles.family.familyId, roles.otherAdminToken, decisions, query);
      expect([403, 404]).toContain(other.statusCode);
    }
  });

  it('refuses bad decisions (400, field decisions)', async () => {
    const other = await existingFamily();
    const bad = [
      'not json',
      '[1, 2]',
      JSON.stringify({ P10: 'Thomas' }),
      JSON.stringify({ P99: ids.Thomas }),
      JSON.stringify({ P10: other.ids.Thomas }),
      JSON.stringify({ P10: 999_999_999 }),
      JSON.stringify({ P10: ids.Thomas, P12: ids.Thomas }),
    ];
    for (const decisions of bad)
      await refusedWith(send(family.familyId, token, decisions), 400, 'decisions');
  });
});
