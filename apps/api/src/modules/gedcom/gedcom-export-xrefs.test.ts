import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import {
  expectClosed,
  exportFile,
  familyWithFile,
  importFile,
  recordsOf,
} from './gedcom.test-helpers.js';
import { familyKey } from './xrefs.js';

// Issue 13, unique xrefs: records kept from an import keep the file's own xrefs (a NOTE, a
// family without partners or children), which may be named as a person or family of the export
// (I12, F3_4). The export renames such a kept record and the pointers to it.

let t: TestContext;
let family: TestFamily;
let token: string;
let john: number;
let jane: number;
let file: string;

const collidingFile = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @P1@ INDI
1 NAME John /Doe/
1 SEX M
1 BIRT
2 DATE 1 JAN 1900
2 NOTE @NX1@
1 NOTE @NX1@
1 FAMS @FAM1@
0 @P2@ INDI
1 NAME Jane /Doe/
1 SEX F
1 FAMS @FAM1@
0 @FAM1@ FAM
1 HUSB @P1@
1 WIFE @P2@
1 NOTE @NX1@
0 @FX1@ FAM
1 EVEN
2 TYPE Lost family
0 @NX1@ NOTE Colliding note
0 @SX1@ SOUR
1 TITL Register
1 NOTE @NX1@
0 TRLR
`;

beforeAll(async () => {
  t = await createTestContext();
  let id: Record<string, number>;
  ({ family, token, id } = await familyWithFile(t, collidingFile));
  john = id.John!;
  jane = id.Jane!;
  // As a file whose own xrefs were those the export gives: the note is `I{Jane}`, the family
  // without partners `F{John}_{Jane}`, the source `I{John}` (ids are only known after the import).
  const rename = async (table: 'gedcom_kept' | 'gedcom_events', column: 'lines' | 'extra') => {
    for (const [from, to] of [
      ['@NX1@', `@I${jane}@`],
      ['@FX1@', `@${familyKey(john, jane)}@`],
      ['@SX1@', `@I${john}@`],
    ])
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = replace(${sql.ref(column)}, ${from}, ${to})
        where family_id = ${family.familyId}`.execute(t.context.db);
  };
  await rename('gedcom_kept', 'lines');
  await rename('gedcom_events', 'extra');
  file = await exportFile(t, family.familyId, token);
});

afterAll(async () => {
  await t?.close();
});

const withHead = (text: string, head: RegExp) => recordsOf(text).filter((r) => head.test(r[0]!));

describe('GEDCOM export of kept records named like the export’s own xrefs', () => {
  it('defines every xref once and points only to records of the file', () => {
    expectClosed(file);
  });

  it('keeps the persons and their family under the export’s names', () => {
    expect(withHead(file, new RegExp(`^0 @I${jane}@ INDI$`))).toHaveLength(1);
    expect(withHead(file, new RegExp(`^0 @I${john}@ INDI$`))).toHaveLength(1);
    const fam = withHead(file, new RegExp(`^0 @${familyKey(john, jane)}@ FAM$`));
    expect(fam).toHaveLength(1);
    expect(fam[0]).toContain(`1 HUSB @I${john}@`);
  });

  it('renames the note, the source and the family without partners, and every pointer to them', () => {
    const [note] = withHead(file, / NOTE Colliding note$/);
    const noteXref = /^0 (@[^@]+@) NOTE/.exec(note![0]!)![1]!;
    expect(noteXref).not.toBe(`@I${jane}@`);
    const [source] = withHead(file, / SOUR$/);
    expect(source![0]).not.toBe(`0 @I${john}@ SOUR`);
    expect(source).toContain(`1 NOTE ${noteXref}`);
    const lost = withHead(file, / FAM$/).filter((r) => r.includes('2 TYPE Lost family'));
    expect(lost).toHaveLength(1);
    expect(lost[0]![0]).not.toBe(`0 @${familyKey(john, jane)}@ FAM`);
    const johnRecord = withHead(file, new RegExp(`^0 @I${john}@ INDI$`))[0]!;
    // The person's own NOTE pointer and the event's are kept (issue 28: a shared note is not copied).
    expect(johnRecord).toContain(`1 NOTE ${noteXref}`);
    expect(johnRecord).toContain(`2 NOTE ${noteXref}`);
    const fam = withHead(file, new RegExp(`^0 @${familyKey(john, jane)}@ FAM$`))[0]!;
    expect(fam).toContain(`1 NOTE ${noteXref}`);
  });

  it('reads back with the note, the source and both families', async () => {
    const again = await createFamily(t.context);
    const againToken = await login(t.app, again.admin.email, testPassword);
    const job = await importFile(t, again.familyId, file, againToken);
    expect(job.status, job.error ?? '').toBe('done');
    const second = await exportFile(t, again.familyId, againToken);
    expectClosed(second);
    expect(withHead(second, / NOTE Colliding note$/)).toHaveLength(1);
    expect(withHead(second, / FAM$/)).toHaveLength(2);
    expect(withHead(second, / SOUR$/)).toHaveLength(1);
  });
});
