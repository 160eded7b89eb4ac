import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { generateGedcom } from './gedcom-generator.js';
import { exportFile, importFile } from './gedcom.test-helpers.js';

// The bench's "import with research records" (issue 30's targets) measures what it says: the
// generated file's repositories, sources, citations, shared notes and media become records, and
// the export writes them back.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

async function count(
  table: 'repositories' | 'sources' | 'citations' | 'notes' | 'media',
  familyId: number,
) {
  const row = await t.context.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the generated file with research', () => {
  it('imports its research as records and exports them again', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const job = await importFile(
      t,
      family.familyId,
      generateGedcom(1000, { research: true }),
      token,
    );
    expect(job.status, job.error ?? '').toBe('done');
    expect(await count('repositories', family.familyId)).toBe(1);
    // The generator's own civil register and ten parish registers.
    expect(await count('sources', family.familyId)).toBe(11);
    // Every birth is cited, and one in three persons has the civil register's citation.
    expect(await count('citations', family.familyId)).toBe(1000 + 333);
    expect(await count('notes', family.familyId)).toBeGreaterThanOrEqual(100);
    expect(await count('media', family.familyId)).toBe(100);

    const file = await exportFile(t, family.familyId, token);
    expect(file.match(/^0 @[^@]+@ SOUR$/gm)).toHaveLength(11);
    expect(file.match(/^0 @[^@]+@ OBJE$/gm)).toHaveLength(100);
    expect(file.match(/^2 SOUR @[^@]+@$/gm)).toHaveLength(1000);
  }, 120_000);
});
