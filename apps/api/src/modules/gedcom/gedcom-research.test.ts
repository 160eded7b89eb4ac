import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { createFamily } from '../../test-support/index.js';
import { researchFile, schemaFile } from './gedcom-research.fixture.js';
import { readGedcomFile } from './preview.js';
import {
  exportFile,
  exportWarnings,
  familyPicture,
  familyWithFile,
  importFile,
  recordsOf,
} from './gedcom.test-helpers.js';

// Issue 30: what importing real files lost, and what the export invented.

let t: TestContext;
let familyId: number;
let token: string;
let id: Record<string, number>;
let file: string;

beforeAll(async () => {
  t = await createTestContext();
  const imported = await familyWithFile(t, researchFile);
  familyId = imported.family.familyId;
  token = imported.token;
  id = imported.id;
  file = await exportFile(t, familyId, token);
});

afterAll(async () => {
  await t?.close();
});

const indi = (name: string) => {
  const found = recordsOf(file).find((r) => r[0] === `0 @I${id[name]}@ INDI`);
  expect(found, `${name} in\n${file}`).toBeDefined();
  return found!;
};
const person = (firstName: string) =>
  t.context.db
    .selectFrom('persons')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('first_name', '=', firstName)
    .executeTakeFirstOrThrow();

describe('names', () => {
  it('reads a suffix after the surname as a suffix, not as a given name, and writes it back', async () => {
    expect(await person('Andrew')).toMatchObject({ middle_name: 'Jackson', last_name: 'Blythe' });
    const andrew = indi('Andrew');
    expect(andrew).toContain('1 NAME Andrew Jackson /Blythe/ Sr');
    expect(andrew).toContain('2 NSFX Sr');
  });

  it('writes NPFX, SPFX and NSFX back, on the NAME line too', async () => {
    expect(await person('Ludwig')).toMatchObject({ middle_name: null, last_name: 'Beethoven' });
    const ludwig = indi('Ludwig');
    expect(ludwig).toContain('1 NAME Dr. Ludwig /van Beethoven/ Jr.');
    for (const line of ['2 NPFX Dr.', '2 SPFX van', '2 SURN Beethoven', '2 NSFX Jr.'])
      expect(ludwig).toContain(line);
  });

  it('writes a surname with a comma so that it stays one surname', async () => {
    expect(await person('Maria')).toMatchObject({ last_name: 'Garcia Lopez' });
    await t.context.db
      .updateTable('persons')
      .set({ last_name: 'Smith, Jones' })
      .where('id', '=', id.Maria!)
      .execute();
    file = await exportFile(t, familyId, token);
    const maria = indi('Maria');
    expect(maria).toContain('1 NAME Maria /Smith, Jones/');
    expect(maria.filter((l) => l.startsWith('2 SURN'))).toEqual([]);
    const again = await familyWithFile(t, file);
    const row = await t.context.db
      .selectFrom('persons')
      .select('last_name')
      .where('id', '=', again.id.Maria!)
      .executeTakeFirstOrThrow();
    expect(row.last_name).toBe('Smith, Jones');
  });
});

describe('notes', () => {
  it('keeps every note of a person and every pointer to a shared note, and writes them all back', () => {
    const nora = indi('Nora');
    const notes = nora.filter((l) => l.startsWith('1 NOTE'));
    expect(notes).toEqual([
      '1 NOTE The first note.',
      '1 NOTE The second note,',
      '1 NOTE @N1@',
      '1 NOTE @N2@',
    ]);
    expect(nora).toContain('2 CONT on two lines.');
  });
});

describe('deaths', () => {
  it('writes no DEAT for a person who only has a burial', () => {
    const bert = indi('Bert');
    expect(bert.filter((l) => l.startsWith('1 DEAT'))).toEqual([]);
    expect(bert).toContain('1 BURI');
  });
});

describe('links', () => {
  it('keeps the PHRASE of HUSB, WIFE and CHIL (in 7.0), and the NOTE of a FAMS', async () => {
    // 5.5.1 has no PHRASE: its export's warnings name them as dropped (decision 0045); 7.0
    // writes them.
    expect(file).not.toMatch(/^2 PHRASE/m);
    const { warnings } = await exportWarnings(t, familyId, token);
    for (const tag of ['HUSB', 'WIFE', 'CHIL'])
      expect(warnings).toContainEqual({
        record: expect.stringMatching(/^Family @F[\d_]+@$/),
        message: `Not written in GEDCOM 5.5.1 (it has no place for it): PHRASE under ${tag}`,
      });
    const seven = await exportFile(t, familyId, token, 'version=7');
    const fam = recordsOf(seven).find((r) => r.includes(`1 HUSB @I${id.Andrew}@`))!;
    expect(fam).toEqual(
      expect.arrayContaining([
        `1 HUSB @I${id.Andrew}@`,
        '2 PHRASE The husband, as the register names him',
        `1 WIFE @I${id.Nora}@`,
        '2 PHRASE The wife',
        `1 CHIL @I${id.Bert}@`,
        '2 PHRASE Their son',
      ]),
    );
    const at = (line: string) => fam.indexOf(line);
    expect(at('2 PHRASE The husband, as the register names him')).toBe(
      at(`1 HUSB @I${id.Andrew}@`) + 1,
    );
    expect(at('2 PHRASE The wife')).toBe(at(`1 WIFE @I${id.Nora}@`) + 1);
    const andrew = indi('Andrew');
    const famXref = recordsOf(file)
      .find((r) => r.includes(`1 HUSB @I${id.Andrew}@`))![0]!
      .split(' ')[1];
    expect(andrew[andrew.indexOf(`1 FAMS ${famXref}`) + 1]).toBe('2 NOTE First marriage');
  });

  it('keeps a second FAMC to the same family with its PEDI', () => {
    const bert = indi('Bert');
    const fam = recordsOf(file).find((r) => r.includes(`1 HUSB @I${id.Andrew}@`))!;
    const famc = `1 FAMC ${fam[0]!.split(' ')[1]}`;
    expect(bert.filter((l) => l === famc)).toHaveLength(2);
    expect(bert).toContain('2 PEDI adopted');
  });

  it('keeps a family of one partner without children or events, with the partner’s FAMS', () => {
    const fam = recordsOf(file).find((r) => r.includes(`1 HUSB @I${id.Ludwig}@`));
    expect(fam, file).toBeDefined();
    expect(indi('Ludwig')).toContain(`1 FAMS ${fam![0]!.split(' ')[1]}`);
  });
});

describe('dates', () => {
  it('accepts dual years and other calendars, and writes them back as written', async () => {
    const { plan } = readGedcomFile(Buffer.from(researchFile));
    expect(plan.warnings.filter((w) => w.message.startsWith('Impossible date'))).toEqual([]);
    // An Old Style day is no Gregorian day: the product's date of birth stays empty.
    expect(await person('Hanna')).toMatchObject({ date_of_birth: null, living: 0 });
    const hanna = indi('Hanna');
    for (const date of [
      '29 FEB 1743/44',
      '@#DJULIAN@ 29 FEB 1700',
      '@#DHEBREW@ 30 TSH 5600',
      '@#DFRENCH R@ 1 VEND 12',
      '1750/51',
    ])
      expect(hanna).toContain(`2 DATE ${date}`);
  });
});

describe('import → export → import', () => {
  it('gives the same data', async () => {
    const original = await familyWithFile(t, researchFile);
    const exported = await exportFile(t, original.family.familyId, original.token);
    const again = await createFamily(t.context);
    const againToken = await login(t.app, again.admin.email, testPassword);
    const job = await importFile(t, again.familyId, exported, againToken);
    expect(job.status, job.error ?? '').toBe('done');
    const before = await familyPicture(t.context, original.family.familyId);
    // 5.5.1 has no PHRASE: the HUSB's, WIFE's and CHIL's are dropped (and named) by its export.
    const kept = before.kept.filter((k) => !k.includes('\\n2 PHRASE '));
    expect(kept).toHaveLength(before.kept.length - 3);
    expect(await familyPicture(t.context, again.familyId)).toEqual({ ...before, kept });
  });
});

describe('GEDCOM 7.0', () => {
  it('keeps the HEAD’s SCHMA and a FAMC’s PHRASE, and writes them back (the PHRASE as a NOTE)', async () => {
    const imported = await familyWithFile(t, schemaFile);
    const seven = await exportFile(t, imported.family.familyId, imported.token, 'version=7');
    const head = recordsOf(seven)[0]!;
    expect(head).toEqual(
      expect.arrayContaining([
        '1 SCHMA',
        '2 TAG _SKYPEID http://xmlns.com/foaf/0.1/skypeID',
        '2 TAG _MEMBER http://xmlns.com/foaf/0.1/member',
      ]),
    );
    const ivo = recordsOf(seven).find((r) => r[0] === `0 @I${imported.id.Ivo}@ INDI`)!;
    const famc = ivo.findIndex((l) => l.startsWith('1 FAMC '));
    // FamilySearch's validation data has no PHRASE under an INDI's FAMC: the words stay, as a NOTE.
    expect(ivo[famc + 1]).toBe('2 NOTE Her son by her first husband');
    // GEDCOM 5.5.1 has no SCHMA.
    const old = await exportFile(t, imported.family.familyId, imported.token);
    expect(old).not.toContain('SCHMA');
  });
});
