import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { linksFile } from './gedcom.fixture.js';
import type { GedcomPreview } from '@familytree/shared';
import {
  expectClosed,
  exportFile,
  familyPicture,
  importFile,
  recordsOf,
  upload,
} from './gedcom.test-helpers.js';
import { ownSubmitterXref } from './xrefs.js';

// Issue 13, "a round trip through this product loses nothing of the original file": the links
// the tree cannot show (CHIL and FAMC lines, second parent families, ASSO, families without two
// partners) are kept, written back with pointers to the same persons, and read back the same.

let t: TestContext;
let family: TestFamily;
let token: string;
let file: string;
let id: Record<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, linksFile, token);
  expect(job.status, job.error ?? '').toBe('done');
  const rows = await t.context.db
    .selectFrom('persons')
    .select(['id', 'first_name'])
    .where('family_id', '=', family.familyId)
    .execute();
  id = Object.fromEntries(rows.map((r) => [r.first_name, r.id]));
  file = await exportFile(t, family.familyId, token);
});

afterAll(async () => {
  await t?.close();
});

const record = (text: string, test: (lines: string[]) => boolean) => {
  const found = recordsOf(text).filter(test);
  expect(found, 'one record').toHaveLength(1);
  return found[0]!;
};
const indi = (text: string, personId: number) =>
  record(text, (r) => r[0] === `0 @I${personId}@ INDI`);
const famWith = (text: string, line: string) =>
  record(text, (r) => / FAM$/.test(r[0]!) && r.includes(line));
/** A structure's lines: the line `head` and those below it. */
function structure(lines: string[], head: string): string[] {
  const at = lines.indexOf(head);
  expect(at, `no "${head}" in\n${lines.join('\n')}`).toBeGreaterThan(-1);
  const level = Number(head.split(' ')[0]);
  const end = lines.findIndex((l, i) => i > at && Number(l.split(' ')[0]) <= level);
  return lines.slice(at, end === -1 ? undefined : end);
}

describe('GEDCOM export of links the tree cannot show', () => {
  it('writes each CHIL with its own lines under the same CHIL, and a FAMC with its PEDI', () => {
    const fam = famWith(file, `1 HUSB @I${id.Frank}@`);
    expect(structure(fam, `1 CHIL @I${id.Cleo}@`)).toEqual([
      `1 CHIL @I${id.Cleo}@`,
      '2 _FREL Natural',
      '2 _MREL Natural',
    ]);
    expect(structure(fam, `1 CHIL @I${id.Hal}@`)).toEqual([
      `1 CHIL @I${id.Hal}@`,
      '2 PEDI birth',
      // The source is a row of its table (issue 30), named as the export names it.
      expect.stringMatching(/^2 SOUR @S\d+@$/),
      '3 PAGE entry 7',
    ]);
    const cleo = indi(file, id.Cleo!);
    const parents = fam[0]!.split(' ')[1]!;
    expect(structure(cleo, `1 FAMC ${parents}`)).toEqual([`1 FAMC ${parents}`, '2 PEDI birth']);
  });

  it('keeps a child of a second family: its CHIL there and its FAMC, the tree’s parents first', () => {
    const adoptive = famWith(file, `1 WIFE @I${id.Ada}@`);
    expect(adoptive).not.toContainEqual(expect.stringMatching(/^1 HUSB/));
    expect(structure(adoptive, `1 CHIL @I${id.Cleo}@`)).toEqual([
      `1 CHIL @I${id.Cleo}@`,
      '2 PEDI adopted',
    ]);
    const cleo = indi(file, id.Cleo!);
    const famc = cleo.filter((l) => l.startsWith('1 FAMC'));
    const birth = famWith(file, `1 HUSB @I${id.Frank}@`)[0]!.split(' ')[1];
    expect(famc).toEqual([`1 FAMC ${birth}`, `1 FAMC ${adoptive[0]!.split(' ')[1]}`]);
    expect(structure(cleo, famc[1]!)).toEqual([famc[1], '2 PEDI adopted']);
    expect(indi(file, id.Ada!)).toContain(`1 FAMS ${adoptive[0]!.split(' ')[1]}`);
  });

  it('writes the events of a family of one partner without children', () => {
    const fam = famWith(file, `1 HUSB @I${id.Gus}@`);
    expect(fam.slice(1)).toEqual([
      `1 HUSB @I${id.Gus}@`,
      '1 MARR',
      '2 DATE 3 MAY 1899',
      '2 PLAC York',
      '1 _STAT Widowed',
    ]);
    const adoptive = famWith(file, `1 WIFE @I${id.Ada}@`);
    expect(structure(adoptive, '1 EVEN')).toEqual([
      '1 EVEN',
      '2 TYPE Adoption hearing',
      '2 DATE 1901',
      '2 PLAC Leeds',
    ]);
    expect(indi(file, id.Gus!)).toContain(`1 FAMS ${fam[0]!.split(' ')[1]}`);
  });

  it('keeps a family of children only, with its events, and the child’s FAMC to it', () => {
    const fam = famWith(file, `1 CHIL @I${id.Ivo}@`);
    expect(fam.slice(1)).toEqual([
      `1 CHIL @I${id.Ivo}@`,
      '1 EVEN',
      '2 TYPE Found',
      '2 DATE 1905',
      '1 NOTE Found at the church door',
    ]);
    expect(indi(file, id.Ivo!)).toContain(`1 FAMC ${fam[0]!.split(' ')[1]}`);
  });

  it('writes ASSO pointing to the exported xref of the same person', () => {
    expect(structure(indi(file, id.Cleo!), `1 ASSO @I${id.Gus}@`)).toEqual([
      `1 ASSO @I${id.Gus}@`,
      '2 RELA Godfather',
    ]);
  });

  it('points only to records of the file, each xref defined once, also in a branch', async () => {
    const branch = await exportFile(t, family.familyId, token, `branch=${id.Frank}`);
    // Cleo's ASSO and second family, and the family of children only, are not of the branch.
    expect(branch).toContain(`0 @I${id.Cleo}@ INDI`);
    expect(branch).not.toContain(`@I${id.Gus}@`);
    expect(branch).not.toContain('PEDI adopted');
    expect(branch).not.toContain(`@I${id.Ivo}@`);
    for (const text of [file, branch]) expectClosed(text);
  });
});

describe('GEDCOM export of a submitter', () => {
  it('writes one SUBM referenced from HEAD and keeps the original submitter', () => {
    const head = recordsOf(file)[0]!;
    const submitter = head.find((l) => l.startsWith('1 SUBM '))!.slice('1 SUBM '.length);
    expect(record(file, (r) => r[0] === `0 ${submitter} SUBM`)).toEqual([
      `0 ${submitter} SUBM`,
      `1 NAME ${family.admin.firstName} ${family.admin.lastName}`,
    ]);
    expect(record(file, (r) => r[0] === '0 @U1@ SUBM')).toEqual([
      '0 @U1@ SUBM',
      '1 NAME Original Submitter',
    ]);
  });
});

describe('import → export → import of links the tree cannot show', () => {
  it('gives the same data, and the next export the same file', async () => {
    const again = await createFamily(t.context);
    const againToken = await login(t.app, again.admin.email, testPassword);
    const job = await importFile(t, again.familyId, file, againToken);
    expect(job.status, job.error ?? '').toBe('done');
    const a = await familyPicture(t.context, family.familyId);
    const b = await familyPicture(t.context, again.familyId);
    expect(b).toEqual(a);
    // Only the ids differ: the same records, one submitter of this product's.
    const second = await exportFile(t, again.familyId, againToken);
    const shape = (text: string) =>
      recordsOf(text)
        .filter((r) => r[0] !== '0 HEAD' && r[0] !== `0 @${ownSubmitterXref}@ SUBM`)
        // Persons, families and (issue 30) sources are named by their row ids.
        .map((r) => r.join('\n').replace(/@(FC|F|I|S|R|N)[\d_]+@/g, '@x@'))
        .sort();
    expect(shape(second)).toEqual(shape(file));
  });
});

describe('the preview and GEDCOM 7.0 of links the tree cannot show', () => {
  it('previews a child of a second family as a second family link', async () => {
    const other = await createFamily(t.context);
    const otherToken = await login(t.app, other.admin.email, testPassword);
    const res = await upload(t, other.familyId, linksFile, otherToken, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<GedcomPreview>();
    expect(preview.counts).toMatchObject({ individuals: 7, families: 4, events: 3 });
    expect(preview.warnings).toContainEqual({
      line: 59,
      message: '@P3@ is a child of a second family on line 59; kept as a second family link',
    });
  });

  it('round-trips through GEDCOM 7.0 with the same data, as 7.0 says it', async () => {
    const seven = await exportFile(t, family.familyId, token, 'version=7');
    const again = await createFamily(t.context);
    const againToken = await login(t.app, again.admin.email, testPassword);
    const job = await importFile(t, again.familyId, seven, againToken);
    expect(job.status, job.error ?? '').toBe('done');
    const before = await familyPicture(t.context, family.familyId);
    // What 7.0 says differently (issue 30, FamilySearch's validation data): enumerations in
    // capitals, RELA as a ROLE with a PHRASE; a CHIL has no PEDI (the child's FAMC has it) nor SOUR
    // (the citation moves up to the family).
    const inSeven: Record<string, string | null> = {
      '1 CHIL @I:Cleo Birth@\n2 PEDI adopted': '1 CHIL @I:Cleo Birth@',
      '2 PEDI birth': '2 PEDI BIRTH',
      '1 ASSO @I:Gus God@\n2 RELA Godfather':
        '1 ASSO @I:Gus God@\n2 ROLE OTHER\n3 PHRASE Godfather',
      '1 FAMC @F:Ada Keeper@\n2 PEDI adopted': '1 FAMC @F:Ada Keeper@\n2 PEDI ADOPTED',
      '1 CHIL @I:Hal Birth@\n2 PEDI birth\n2 SOUR @S:Foundling register@\n3 PAGE entry 7': null,
    };
    const kept = before.kept.flatMap((row) => {
      const [a, b, context, order, lines] = JSON.parse(row) as [
        unknown,
        unknown,
        unknown,
        unknown,
        string,
      ];
      const seven = lines in inSeven ? inSeven[lines] : lines;
      return seven === null ? [] : [JSON.stringify([a, b, context, order, seven])];
    });
    // The CHIL's citation is the family's in 7.0 (a CHIL takes none).
    const research = {
      ...before.research,
      citations: ['["C:null/union/null/S:Foundling register/entry 7",false,null,null,null]'],
    };
    expect(before.research.citations).toEqual([]);
    expect(await familyPicture(t.context, again.familyId)).toEqual({ ...before, kept, research });
  });
});
