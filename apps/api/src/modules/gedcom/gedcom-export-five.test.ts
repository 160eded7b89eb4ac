import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { exportFile, exportWarnings, importFile, recordsOf } from './gedcom.test-helpers.js';

// Issue 30: "7.0-only structures are converted or dropped with a warning in 5.5.1". A 7.0 file's
// PHRASE, SNOTE, EXID, UID, SDATE, TRAN, NO, INIL and CREA, kept by the import, in a 5.5.1 export.

const file = `0 HEAD
1 GEDC
2 VERS 7.0
0 @I1@ INDI
1 NAME Anna /Berg/
2 TRAN Анна /Берг/
3 LANG ru
1 SEX F
1 UID 6d2a2e8e-3c55-4c1a-9a3f-0a4a2a7b7d10
1 EXID 123
2 TYPE https://example.org/ids
1 NO DIV
1 INIL
2 STAT COMPLETED
3 DATE 1 JAN 2000
1 BIRT
2 DATE 1 MAR 1900
3 PHRASE The first of March
2 SDATE 1 MAR 1900
1 DEAT
2 DATE
3 PHRASE In the great war
1 ASSO @I2@
2 ROLE OTHER
3 PHRASE Godmother
1 SNOTE @N1@
1 CREA
2 DATE 1 JAN 2020
0 @I2@ INDI
1 NAME Carl /Berg/
0 @N1@ SNOTE A shared note
0 TRLR
`;

let t: TestContext;
let text: string;
let anna: string[];
let annaXref: string;
let familyId: number;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  const family = await createFamily(t.context);
  familyId = family.familyId;
  token = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, file, token);
  expect(job.status, job.error ?? '').toBe('done');
  text = await exportFile(t, family.familyId, token);
  anna = recordsOf(text).find((r) => r.includes('1 NAME Anna /Berg/'))!;
  annaXref = /^0 (@[^@]+@) INDI$/.exec(anna[0]!)![1]!;
});

afterAll(async () => {
  await t.close();
});

describe('the 5.5.1 export of a 7.0 file', () => {
  it('writes no 7.0-only tag', () => {
    expect(text).toMatch(/^2 VERS 5\.5\.1$/m);
    expect(text).not.toMatch(
      /^\d (?:@[^@]+@ )?(?:PHRASE|SNOTE|EXID|UID|SDATE|TRAN|NO|INIL|CREA)\b/m,
    );
  });

  it('writes a date PHRASE as INT date (words), or (words) alone', () => {
    expect(anna).toContain('2 DATE INT 1 MAR 1900 (The first of March)');
    expect(anna).toContain('2 DATE (In the great war)');
  });

  it('converts SNOTE to NOTE, EXID to REFN, UID to _UID, an ASSO ROLE to RELA', () => {
    expect(text).toMatch(/^0 @N\d+@ NOTE A shared note$/m);
    expect(anna).toEqual(expect.arrayContaining([expect.stringMatching(/^1 NOTE @N\d+@$/)]));
    expect(anna).toEqual(
      expect.arrayContaining(['1 REFN 123', '2 TYPE https://example.org/ids', '2 RELA Godmother']),
    );
    expect(anna).toContain('1 _UID 6d2a2e8e-3c55-4c1a-9a3f-0a4a2a7b7d10');
  });

  // Decision 0045: Gramps counted the warning note as one note more than the family had.
  it('writes no note of its own about what it dropped', () => {
    expect(text).not.toContain('EXPORT_WARNINGS');
    expect(text.match(/^0 @[^@]+@ NOTE/gm)).toHaveLength(1);
  });

  it('names what it dropped, record by record, to the person exporting', async () => {
    const { warnings, warningCount } = await exportWarnings(t, familyId, token);
    const anna = `Anna Berg (${annaXref})`;
    const lost = (what: string) => ({
      record: anna,
      message: `Not written in GEDCOM 5.5.1 (it has no place for it): ${what}`,
    });
    expect(warnings).toEqual([
      lost('TRAN under NAME'),
      lost('SDATE under BIRT'),
      lost('NO under INDI'),
      lost('INIL under INDI'),
      lost('CREA under INDI'),
    ]);
    expect(warningCount).toBe(5);
    // The same version parameter as the export: 7.0 has a place for all of them.
    expect(await exportWarnings(t, familyId, token, 'version=7')).toEqual({
      warnings: [],
      warningCount: 0,
    });
  });
});
