import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { validateGedcom7 } from '../../../../../bench/src/gedcom7-validate.js';
import { exportFile, exportWarnings, importFile } from './gedcom.test-helpers.js';

// Issue 30: a 7.0 export never copies 5.x lines verbatim under `VERS 7.0`. Each 5.x form below is
// written as 7.0 says it, and what 7.0 has no place for is named in the export's warning note.

const file = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I-1@ INDI
1 NAME John /Smith/
1 SEX M
1 BIRT Born at home
2 DATE 30 JAN 1648/49
1 DEAT
2 DATE INT 1 JAN 1700 (New Year's Day)
2 AGE <60y
1 BURI
2 DATE (in the spring)
1 RESI
2 DATE from 1680 to 1690
1 EVEN
2 TYPE Census
2 DATE 2 Oct 1822
2 NOTE @N1@
1 ALIA Johnny Smith
1 ASSO @I2@
2 RELA Godfather
1 RIN 77
1 RESN locked
1 FAMC @F1@
2 PEDI birth
1 OBJE
2 FORM jpg
2 FILE C:\\My Photos\\john.jpg
2 TITL John
1 NOTE @N1@
1 NOTE A long note that was cut
2 CONC  in two
0 @I2@ INDI
1 NAME Peter /Smith/
1 SEX M
1 FAMS @F1@
0 @F1@ FAM
1 HUSB @I2@
1 CHIL @I-1@
2 PEDI adopted
0 @N1@ NOTE A shared note
0 @SUBN1@ SUBN
1 NAME Submission
0 TRLR
`;

let t: TestContext;
let text: string;
let lines: string[];
let familyId: number;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  const family = await createFamily(t.context);
  familyId = family.familyId;
  token = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, file, token);
  expect(job.status, job.error ?? '').toBe('done');
  text = await exportFile(t, family.familyId, token, 'version=7');
  lines = text.trimEnd().split('\n');
});

afterAll(async () => {
  await t.close();
});

/** The lines from the first `line` on, up to the next of its level or lower. */
function block(line: string): string[] {
  const at = lines.indexOf(line);
  expect(at, `${line} in\n${text}`).toBeGreaterThanOrEqual(0);
  const level = Number(line[0]);
  const end = lines.findIndex((l, i) => i > at && Number(l[0]) <= level);
  return lines.slice(at, end < 0 ? undefined : end);
}

describe('the 7.0 export of a 5.5.1 file', () => {
  it('is valid GEDCOM 7.0', () => {
    expect(validateGedcom7(text).map((i) => `${i.line}: ${i.message}`)).toEqual([]);
    expect(text).not.toMatch(/ CONC /);
  });

  it('writes a dual year as the year, the original in a PHRASE', () => {
    expect(block('1 BIRT Y')).toEqual([
      '1 BIRT Y',
      '2 DATE 30 JAN 1649',
      '3 PHRASE 30 JAN 1648/49',
      // 5.x readers took an event's words as its description: 7.0's BIRT takes only Y.
      '2 NOTE Born at home',
    ]);
  });

  it('writes INT dates, text dates, lower-case months and periods as 7.0 dates', () => {
    expect(block('1 DEAT')).toEqual([
      '1 DEAT',
      '2 DATE 1 JAN 1700',
      "3 PHRASE New Year's Day",
      '2 AGE < 60y',
    ]);
    expect(block('1 BURI')).toEqual(['1 BURI', '2 DATE', '3 PHRASE in the spring']);
    expect(block('1 RESI')).toEqual(['1 RESI', '2 DATE FROM 1680 TO 1690']);
  });

  it('maps enumerations: PEDI, RESN, RELA to ROLE OTHER with a PHRASE', () => {
    expect(text).toMatch(/\n2 PEDI BIRTH\n/);
    expect(text).toMatch(/\n1 RESN LOCKED\n/);
    expect(block('1 ASSO @I1@').slice(1)).toEqual(['2 ROLE OTHER', '3 PHRASE Godfather']);
  });

  it('writes ALIA with a name as a NAME of type AKA, RIN as an EXID', () => {
    expect(block('1 NAME Johnny Smith')).toEqual(['1 NAME Johnny Smith', '2 TYPE AKA']);
    expect(text).not.toMatch(/\n1 ALIA /);
    expect(block('1 EXID 77')).toEqual(['1 EXID 77', '2 TYPE https://gedcom.io/terms/v7/RIN']);
  });

  it('points to a shared note with SNOTE, and joins CONC lines', () => {
    expect(text).toMatch(/\n0 @N1@ SNOTE A shared note\n/);
    expect(text).toMatch(/\n1 SNOTE @N1@\n/);
    // A pointer kept in an event's own lines too.
    expect(block('2 DATE 2 OCT 1822')).toBeDefined();
    expect(text).toMatch(/\n2 DATE 2 OCT 1822\n2 SNOTE @N1@\n/);
    expect(text).not.toMatch(/\n\d NOTE @/);
    expect(text).toContain('\n1 NOTE A long note that was cut in two\n');
  });

  it('writes the media FORM as a media type and the file path as a URI', () => {
    const obje = block(lines.find((l) => /^0 @M\d+@ OBJE$/.test(l))!);
    expect(obje.slice(1)).toEqual([
      '1 FILE file:///C:/My%20Photos/john.jpg',
      '2 FORM image/jpeg',
      '2 TITL John',
    ]);
  });

  // The import already names records in 7.0's syntax: this guards it.
  it('renames xrefs into 7.0 syntax', () => {
    expect(text).not.toContain('@I-1@');
    for (const m of text.matchAll(/@[^@\n]+@/g)) expect(m[0]).toMatch(/^@[A-Z0-9_]+@$/);
  });

  // Decision 0045: the file carries no note the family never had.
  it('writes no note of its own about what it could not write', () => {
    expect(text).not.toMatch(/\n0 @[^@]+@ SUBN/);
    expect(text).not.toContain('EXPORT_WARNINGS');
    expect(text.match(/^0 @[^@]+@ SNOTE/gm)).toHaveLength(1);
  });

  it('names what it could not write, record by record, to the person exporting', async () => {
    const family = /^0 (@F\d+@) FAM$/m.exec(text)![1]!;
    expect(await exportWarnings(t, familyId, token, 'version=7')).toEqual({
      warnings: [
        {
          record: `Family ${family}`,
          message: 'Not written in GEDCOM 7.0 (it has no place for it): PEDI under CHIL',
        },
        {
          record: 'Submission @SUBN1@',
          message: 'Not written in GEDCOM 7.0 (it has no place for it): SUBN record',
        },
      ],
      warningCount: 2,
    });
  });
});
