import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { exportFile, importFile } from './gedcom.test-helpers.js';

// Issue 30: lines an import kept may point to a source, note or repository that became a record
// of the product. Deleted since, the record is not in the export, and a pointer to it would leave
// the file dangling (a reader invents the record, a 7.0 validator refuses it). Red first.

const file = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '2 FORM LINEAGE-LINKED',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Ada /Kept/',
  '1 _MILT Served in the navy',
  '2 SOUR @S1@',
  '3 PAGE Roll 4',
  '2 NOTE @N1@',
  '1 BIRT',
  '2 DATE 1801',
  '2 SOUR @S2@',
  '0 @S1@ SOUR',
  '1 TITL Navy rolls',
  '0 @S2@ SOUR',
  '1 TITL Parish register',
  '0 @N1@ NOTE Joined at sixteen.',
  '0 TRLR',
  '',
].join('\n');

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

/** Every pointer of the file names a record it holds (or is VOID). */
function danglingPointers(text: string): string[] {
  const records = new Set([...text.matchAll(/^0 (@[^@]+@) /gm)].map((m) => m[1]!));
  return [...text.matchAll(/^[1-9]\d* \S+ (@[^@#]+@)$/gm)]
    .map((m) => m[1]!)
    .filter((x) => x !== '@VOID@' && !records.has(x));
}

describe('export after a record an import kept pointers to was deleted', () => {
  it('writes no pointer to the deleted source or note, in 5.5.1 and 7.0', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const job = await importFile(t, family.familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    const before = await exportFile(t, family.familyId, token);
    expect(before).toContain('Served in the navy');
    expect(danglingPointers(before)).toEqual([]);
    const source = await t.context.db
      .selectFrom('sources')
      .select('id')
      .where('family_id', '=', family.familyId)
      .where('title', '=', 'Navy rolls')
      .executeTakeFirstOrThrow();
    const note = await t.context.db
      .selectFrom('notes')
      .select('id')
      .where('family_id', '=', family.familyId)
      .executeTakeFirstOrThrow();
    for (const url of [`sources/${source.id}`, `notes/${note.id}`]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/family/${family.familyId}/${url}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    for (const query of ['', 'version=7']) {
      const text = await exportFile(t, family.familyId, token, query);
      expect(text).toContain('Served in the navy');
      expect(text).toContain('Parish register');
      expect(danglingPointers(text), query).toEqual([]);
    }
  });
});
