import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import { marry } from '../tree/tree.test-helpers.js';
import { expectClosed, exportFile, familyWithFile, recordsOf } from './gedcom.test-helpers.js';

// Issue 13, kept pointers: a kept record named as the export names a person or family (a NOTE
// `@I12@`, a FAM without partners or children `@F12@`) is renamed `K_…` on export. Pointers to
// it under custom tags (`1 _REF`, `2 _LINK` inside a kept structure, `1 _LINK` inside another
// kept record) were left as they were: they then named the person instead, or the line was
// dropped as pointing outside the file, and a record pointing to it was dropped with it.

let t: TestContext;
let token: string;
let familyId: number;
let john: number;
let jane: number;
let gwen: number;

/** The file of a family whose own NOTE and FAM xrefs are those the export gives Gwen (`n`). */
const keptFile = (n: number) => `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @P1@ INDI
1 NAME John /Doe/
1 SEX M
1 BIRT
2 DATE 1 JAN 1900
2 _LINK @I${n}@
1 _REF @I${n}@
1 _MYTAG Kept structure
2 _LINK @F${n}@
2 _SRC @S1@
1 _ASSO @P2@
1 FAMS @FAM1@
0 @P2@ INDI
1 NAME Jane /Doe/
1 SEX F
1 FAMS @FAM1@
0 @FAM1@ FAM
1 HUSB @P1@
1 WIFE @P2@
1 _REF @I${n}@
0 @F${n}@ FAM
1 EVEN
2 TYPE Lost family
0 @I${n}@ NOTE Shared note
0 @S1@ SOUR
1 TITL Register
1 NOTE @I${n}@
1 _LINK @I${n}@
0 TRLR
`;

const awayFile = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @P1@ INDI
1 NAME Gwen /Away/
1 SEX F
0 TRLR
`;

beforeAll(async () => {
  t = await createTestContext();
  // Gwen, of another family, is a spouse of John: the export writes her as `@I{gwen}@`.
  gwen = (await familyWithFile(t, awayFile)).id.Gwen!;
  const home = await familyWithFile(t, keptFile(gwen));
  ({ token } = home);
  familyId = home.family.familyId;
  john = home.id.John!;
  jane = home.id.Jane!;
  await marry(t.context, familyId, john, gwen, 2);
});

afterAll(async () => {
  await t?.close();
});

const withHead = (text: string, head: RegExp) => recordsOf(text).filter((r) => head.test(r[0]!));
const xrefOf = (record: string[]) => /^0 (@[^@]+@) /.exec(record[0]!)![1]!;

describe.each(['5.5.1', '7'])('GEDCOM %s export of pointers under custom tags', (version) => {
  let file: string;
  let note: string;
  let lost: string;
  beforeAll(async () => {
    file = await exportFile(t, familyId, token, version === '7' ? 'version=7' : '');
    const notes = withHead(file, / (NOTE|SNOTE) Shared note$/);
    expect(notes).toHaveLength(1);
    note = xrefOf(notes[0]!);
    const lostFamilies = withHead(file, / FAM$/).filter((r) => r.includes('2 TYPE Lost family'));
    expect(lostFamilies).toHaveLength(1);
    lost = xrefOf(lostFamilies[0]!);
  });

  it('renames the colliding records, and Gwen keeps her xref', () => {
    expect(note).not.toBe(`@I${gwen}@`);
    expect(lost).not.toBe(`@F${gwen}@`);
    expect(withHead(file, new RegExp(`^0 @I${gwen}@ INDI$`))).toHaveLength(1);
  });

  it('rewrites every pointer to them, at any level and under any tag', () => {
    const johnRecord = withHead(file, new RegExp(`^0 @I${john}@ INDI$`))[0]!;
    expect(johnRecord).toContain(`1 _REF ${note}`);
    expect(johnRecord).toContain(`2 _LINK ${note}`);
    expect(johnRecord).toContain(`2 _LINK ${lost}`);
    // The source is a row of its table (issue 30); GEDCOM 7 points to a shared note with SNOTE.
    const source = withHead(file, /^0 @S\d+@ SOUR$/)[0]!;
    expect(source).toContain(`1 _LINK ${note}`);
    expect(source).toContain(`1 ${version === '7' ? 'SNOTE' : 'NOTE'} ${note}`);
    const fam = withHead(file, / FAM$/).find((r) => r.includes(`1 WIFE @I${jane}@`))!;
    expect(fam).toContain(`1 _REF ${note}`);
  });

  it('leaves pointers to records written under their own xref as they are', () => {
    const johnRecord = withHead(file, new RegExp(`^0 @I${john}@ INDI$`))[0]!;
    expect(johnRecord).toContain('2 _SRC @S1@');
    expect(johnRecord).toContain(`1 _ASSO @I${jane}@`);
  });

  it('points only to records of the file', () => {
    expectClosed(file);
  });
});

/** The file of a family whose NOTE is named as the export will name John, its first person. */
const ownNameFile = (john: number) => `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @P1@ INDI
1 NAME John /Own/
1 SEX M
1 _REF @I${john}@
0 @P2@ INDI
1 NAME Jane /Own/
1 SEX F
1 _ASSO @P1@
0 @I${john}@ NOTE John's note
0 TRLR
`;

describe('GEDCOM export of a file whose NOTE is named as the import names its person', () => {
  // The file's `_REF @I{john}@` names its note and `_ASSO @P1@` names John: once the import has
  // written John's pointers as the export names him, both must still name what they named.
  it('keeps the custom pointer to the note and the one to the person apart', async () => {
    // The next person id: a row written and removed (SQLite's AUTOINCREMENT and PostgreSQL's
    // sequence never give it again).
    const probe = await t.context.db
      .insertInto('persons')
      .values({
        family_id: familyId,
        first_name: 'Probe',
        last_name: 'Row',
        gender: 'U',
        search_name: 'probe row',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.context.db.deleteFrom('persons').where('id', '=', probe.id).execute();
    const next = Number(probe.id) + 1;
    const own = await familyWithFile(t, ownNameFile(next));
    expect(own.id.John).toBe(next);
    const file = await exportFile(t, own.family.familyId, own.token);
    const note = xrefOf(withHead(file, / NOTE John's note$/)[0]!);
    expect(note).not.toBe(`@I${next}@`);
    expect(withHead(file, new RegExp(`^0 @I${next}@ INDI$`))[0]).toContain(`1 _REF ${note}`);
    expect(withHead(file, / INDI$/).find((r) => r.includes('1 NAME Jane /Own/'))).toContain(
      `1 _ASSO @I${next}@`,
    );
    expectClosed(file);
  });
});
