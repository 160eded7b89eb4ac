import { apiPaths, errorCodes, messages } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson, assignBranch, marry } from '../tree/tree.test-helpers.js';
import { featureFile } from './gedcom.fixture.js';
import { exportFile, exportUrl, importFile, recordsOf } from './gedcom.test-helpers.js';
import { writeGedcom } from './export-writer.js';

// Issue 13, export: the file, its headers, a branch, GEDCOM 7, spouses of other families, rights.

let t: TestContext;
let family: TestFamily;
let token: string;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
  expect((await importFile(t, family.familyId, featureFile, token)).status).toBe('done');
  const rows = await t.context.db
    .selectFrom('persons')
    .select(['id', 'first_name'])
    .where('family_id', '=', family.familyId)
    .execute();
  ids = Object.fromEntries(rows.map((r) => [r.first_name, r.id]));
});

afterAll(async () => {
  await t?.close();
});

const records = (file: string, tag: string) =>
  file.split('\n').filter((line) => new RegExp(`^0 @[^@]+@ ${tag}$`).test(line)).length;

describe('GET /api/family/{familyId}/gedcom/export', () => {
  it('downloads GEDCOM 5.5.1 in UTF-8 with its HEAD, every person and family, as {domain}.ged', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: exportUrl(family.familyId),
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vnd.familysearch.gedcom; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${family.domainName}.ged"`,
    );
    const lines = res.body.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '2 FORM LINEAGE-LINKED',
      '1 CHAR UTF-8',
      '1 SOUR FAMILYTREE',
    ]);
    expect(lines.at(-2)).toBe('0 TRLR');
    expect(records(res.body, 'INDI')).toBe(8);
    expect(records(res.body, 'FAM')).toBe(3);
    // The partners' family, its events and its kept line; the one-parent family.
    const john = `@I${ids.John}@`;
    const fam = res.body.split('\n0 ').find((r) => r.includes(`1 WIFE @I${ids.Mary}@`))!;
    expect(fam.split('\n')).toEqual(
      expect.arrayContaining([
        `1 HUSB ${john}`,
        '1 MARR',
        '2 DATE 4 JUN 1872',
        '2 PLAC Boston',
        '1 _STAT Married',
        `1 CHIL @I${ids.Beth}@`,
      ]),
    );
    expect(fam.indexOf(`@I${ids.Beth}@`)).toBeLessThan(fam.indexOf(`@I${ids.Alex}@`));
    const lone = res.body.split('\n0 ').find((r) => r.includes(`1 CHIL @I${ids.Eve}@`))!;
    expect(lone).toContain(`1 WIFE @I${ids.Dora}@`);
    expect(lone).not.toContain('HUSB');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: exportUrl(family.familyId),
      headers: { ...bearer(token), host: `${family.domainName}.localhost` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${family.domainName}.ged"`,
    );
    expect(res.body).toBe('');
  });

  it('writes GEDCOM 7.0 with version=7', async () => {
    const file = await exportFile(t, family.familyId, token, 'version=7');
    expect(file.split('\n').slice(0, 4)).toEqual([
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      '1 SOUR FAMILYTREE',
    ]);
    expect(file).not.toContain('1 CHAR');
    expect(file).toContain('2 DATE JULIAN 5 JAN 1849');
    expect(file).not.toMatch(/^\d+ CONC /m);
    expect(records(file, 'INDI')).toBe(8);
  });

  it('writes the same records in pages of one person (a marriage read with the other partner)', async () => {
    const couple = await createFamily(t.context);
    const file = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 @I1@ INDI', '1 NAME Jo /Reeves/']
      .concat('0 @I2@ INDI', '1 NAME Mary /Flowers/', '0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@')
      .concat('1 MARR', '2 DATE 1 AUG 1877', '0 TRLR')
      .join('\n');
    const coupleToken = await login(t.app, couple.admin.email, testPassword);
    expect((await importFile(t, couple.familyId, file, coupleToken)).status).toBe('done');
    const source = {
      familyId: couple.familyId,
      familyName: 'x',
      branchIds: null,
      version: '5.5.1' as const,
      submitter: 'x',
      origin: '',
    };
    const text = async (pageSize?: number) => {
      let out = '';
      for await (const chunk of writeGedcom(t.context.db, { ...source, pageSize })) out += chunk;
      // Records in any order; a person's FAMS in any order.
      return recordsOf(out)
        .map((r) =>
          r
            .filter((l) => !l.startsWith('1 DATE '))
            .sort()
            .join('\n'),
        )
        .sort();
    };
    expect(await text(1)).toEqual(await text());
    // Nobody's death is invented: the marriage of 1877 proves both dead, as it did on import.
    expect((await text(1)).join('\n')).not.toContain('DEAT');
  });

  it('writes a branch: the person, their descendants and the spouses of those', async () => {
    const file = await exportFile(t, family.familyId, token, `branch=${ids.Mary}`);
    const indi = file.split('\n0 ').filter((r) => / INDI\n/.test(r));
    expect(indi.map((r) => r.split('\n')[1]).sort()).toEqual([
      '1 NAME Alex /Smith/',
      '1 NAME Anne /Brown/',
      '1 NAME Beth /Smith/',
      // Their NPFX and NSFX lines are on the NAME line too (issue 30).
      '1 NAME Dr. Mary /Jones/',
      '1 NAME John Paul /Smith/ Jr.',
    ]);
    // Anne, John's other wife, is written as a spouse of the branch: no events of her own.
    expect(indi.find((r) => r.includes('Anne'))).not.toContain('BIRT');
    expect(records(file, 'FAM')).toBe(2);
  });

  it('includes spouses linked from another family as persons of the file', async () => {
    const other = await createFamily(t.context);
    const home = await createFamily(t.context);
    const homeToken = await login(t.app, home.admin.email, testPassword);
    const ours = await addPerson(t.context, home.familyId, { first: 'Ours', last: 'Home' });
    const theirs = await addPerson(t.context, other.familyId, {
      first: 'Theirs',
      last: 'Away',
      gender: 'F',
    });
    await marry(t.context, home.familyId, ours, theirs);
    await addPerson(t.context, home.familyId, {
      first: 'Kid',
      last: 'Home',
      father: ours,
      mother: theirs,
      order: 1,
    });
    const file = await exportFile(t, home.familyId, homeToken);
    expect(records(file, 'INDI')).toBe(3);
    expect(file).toContain(`0 @I${theirs}@ INDI\n1 NAME Theirs /Away/`);
    const fam = file.split('\n0 ').find((r) => r.includes(' FAM\n'))!;
    expect(fam.split('\n').slice(1)).toEqual([
      `1 HUSB @I${ours}@`,
      `1 WIFE @I${theirs}@`,
      expect.stringMatching(/^1 CHIL @I\d+@$/),
    ]);
  });
});

describe('who may export', () => {
  it('refuses a visitor (401) and another family’s admin (403)', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: exportUrl(family.familyId) })).statusCode,
    ).toBe(401);
    const other = await createFamily(t.context);
    const otherToken = await login(t.app, other.admin.email, testPassword);
    const res = await t.app.inject({
      method: 'GET',
      url: exportUrl(family.familyId),
      headers: bearer(otherToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: errorCodes.forbidden,
      message: messages.gedcom.branchOnly,
    });
  });

  it('lets a branch admin export their branch only', async () => {
    const user = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    await assignBranch(t.context, family.familyId, user.userId, ids.Beth!);
    const branchToken = await login(t.app, user.email, testPassword);
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: exportUrl(family.familyId, query),
        headers: bearer(branchToken),
      });
    expect((await get(`branch=${ids.Beth}`)).statusCode).toBe(200);
    expect((await get('')).statusCode).toBe(403);
    expect((await get(`branch=${ids.John}`)).statusCode).toBe(403);
    // Imports are the family admin's alone.
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/family/${family.familyId}/gedcom/import/none`,
      headers: bearer(branchToken),
    });
    expect(job.statusCode).toBe(403);
  });

  it('answers 404 for a branch person of another family (the family scope)', async () => {
    const other = await createFamily(t.context);
    const stranger = await addPerson(t.context, other.familyId, { first: 'Stranger' });
    const res = await t.app.inject({
      method: 'GET',
      url: exportUrl(family.familyId, `branch=${stranger}`),
      headers: { ...bearer(token), host: `${family.domainName}.localhost` },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the imported family reads through the API', () => {
  it('answers the events and dates in the request’s language (issue 31)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/member/${ids.John}/gedcomRecords`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json<Array<{ label: string; date: string | null }>>().slice(0, 6);
    expect(shown.map((r) => [r.label, r.date])).toEqual([
      ['Geburt', '12. März 1850'],
      ['Taufe', 'um 1850'],
      ['Tod', 'zwischen 1910 und 1912'],
      ['Beerdigung', 'nach 1912'],
      ['Beruf: Blacksmith', 'von 1870 bis 1890'],
      ['Ausbildung: Grammar school', '1860'],
    ]);
  });

  it('shows a member’s GEDCOM events with their dates as a reader expects them', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/member/${ids.John}/gedcomRecords` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        tag: 'BIRT',
        label: 'Birth',
        date: '12 March 1850',
        datePhrase: '12 MAR 1850',
        place: 'Boston, Massachusetts, USA',
      },
      {
        tag: 'CHR',
        label: 'Christening',
        date: 'about 1850',
        datePhrase: 'ABT 1850',
        place: 'Old North Church',
      },
      {
        tag: 'DEAT',
        label: 'Death',
        date: 'between 1910 and 1912',
        datePhrase: 'BET 1910 AND 1912',
        place: 'Salem',
      },
      { tag: 'BURI', label: 'Burial', date: 'after 1912', datePhrase: 'AFT 1912', place: null },
      {
        tag: 'OCCU',
        label: 'Occupation: Blacksmith',
        date: 'from 1870 to 1890',
        datePhrase: 'FROM 1870 TO 1890',
        place: 'Salem',
      },
      {
        tag: 'EDUC',
        label: 'Education: Grammar school',
        date: '1860',
        datePhrase: '1860',
        place: null,
      },
      {
        tag: 'RESI',
        label: 'Residence',
        date: 'from March 1875 to 1880',
        datePhrase: 'FROM MAR 1875 TO 1880',
        place: 'Salem',
      },
      {
        tag: 'EMIG',
        label: 'Emigration',
        date: '5 January 1849 (Julian)',
        datePhrase: '@#DJULIAN@ 5 JAN 1849',
        place: 'Liverpool',
      },
      {
        tag: 'MARR',
        label: 'Marriage',
        date: '4 June 1872',
        datePhrase: '4 JUN 1872',
        place: 'Boston',
      },
      {
        tag: 'MARR',
        label: 'Marriage',
        date: 'from 1881 to 1895',
        datePhrase: 'FROM 1881 TO 1895',
        place: null,
      },
      { tag: 'DIV', label: 'Divorce', date: '1895', datePhrase: '1895', place: null },
    ]);
  });

  it('serves the tree and every member’s details and profile (responses checked)', async () => {
    const tree = await t.app.inject({ method: 'GET', url: apiPaths.tree(family.familyId) });
    expect(tree.statusCode, tree.body).toBe(200);
    for (const id of Object.values(ids)) {
      const details = await t.app.inject({
        method: 'GET',
        url: apiPaths.memberDetails(id),
        headers: bearer(token),
      });
      expect(details.statusCode, details.body).toBe(200);
    }
  });
});
