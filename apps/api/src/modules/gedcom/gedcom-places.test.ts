import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ChangePage, type GedcomPreview, type Place } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { placesFile } from './gedcom-places.fixture.js';
import { exportFile, familyWithFile, upload } from './gedcom.test-helpers.js';

// Issue 30 (decision 0043): a PLAC's MAP, FORM, TRAN and NOTE become the gazetteer's places,
// counted by the preview, written back by both exports, removed by the import's revert.

let t: TestContext;
let familyId: number;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  ({
    family: { familyId },
    token,
  } = await familyWithFile(t, placesFile));
}, 60_000);
afterAll(() => t?.close());

const placeUrl = (family: number, key: string) =>
  `/api/family/${family}/places/${encodeURIComponent(key)}`;
async function place(key: string, family = familyId, auth = token) {
  const res = await t.app.inject({
    method: 'GET',
    url: placeUrl(family, key),
    headers: bearer(auth),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Place>();
}
/** The lines below the first `2 PLAC <text>` of a record whose line `head` starts it. */
function placLines(file: string, head: string, text: string): string[] {
  const lines = file.split(/\r?\n/);
  const at = lines.findIndex(
    (l, i) =>
      l === `2 PLAC ${text}` &&
      lines
        .slice(0, i)
        .reverse()
        .find((m) => /^1 /.test(m)) === head,
  );
  expect(at, `no ${head} / PLAC ${text} in\n${file}`).toBeGreaterThan(-1);
  const end = lines.findIndex((l, i) => i > at && /^[0-2] /.test(l));
  return lines.slice(at + 1, end);
}
const salem = 'salem, essex, massachusetts, usa';
const koeln = 'köln, nordrhein-westfalen, deutschland';

async function anotherFamily() {
  const other = await createFamily(t.context);
  return { familyId: other.familyId, token: await login(t.app, other.admin.email, testPassword) };
}

describe('the import of places', () => {
  it('gives MAP as the coordinates and FORM (or HEAD.PLAC.FORM) as the types of the levels', async () => {
    const town = await place(salem);
    expect(town).toMatchObject({ type: 'town', latitude: 42.5195, longitude: -70.8967 });
    expect(town.placeId).not.toBeNull();
    expect(town.facts.map((f) => f.kind).sort()).toEqual(['birth', 'death', 'event']);
    expect(await place('essex, massachusetts, usa')).toMatchObject({ type: 'county' });
    expect(await place('massachusetts, usa')).toMatchObject({ type: 'state' });
    const usa = await place('usa');
    expect(usa).toMatchObject({ type: 'country', latitude: null });
    // One place per full name: Salem's three events share one row, Massachusetts holds two counties.
    expect(usa.children.map((c) => c.name)).toEqual(['Massachusetts']);
    expect((await place('massachusetts, usa')).children.map((c) => c.name).sort()).toEqual([
      'Essex',
      'Suffolk',
    ]);
    expect(await place('boston, suffolk, massachusetts, usa')).toMatchObject({
      latitude: 42.3601,
      longitude: -71.0589,
    });
  });

  it('gives TRAN as alternative names of each level, and the note; EXID stays with the event', async () => {
    const town = await place(koeln);
    expect(town).toMatchObject({ type: 'town', note: 'On the Rhine' });
    expect(town.alternativeNames).toEqual([{ name: 'Cologne', language: 'en' }]);
    expect((await place('nordrhein-westfalen, deutschland')).alternativeNames).toEqual([
      { name: 'North Rhine-Westphalia', language: 'en' },
    ]);
    expect(await place('deutschland')).toMatchObject({ type: 'country' });
    const event = await t.context.db
      .selectFrom('gedcom_events')
      .select('extra')
      .where('family_id', '=', familyId)
      .where('tag', '=', 'RESI')
      .executeTakeFirstOrThrow();
    expect(event.extra).toBe(
      '2 PLAC Köln, Nordrhein-Westfalen, Deutschland\n3 EXID 2886242\n4 TYPE https://www.geonames.org/',
    );
  });

  it('is counted by the preview: one place per distinct full name', async () => {
    const other = await anotherFamily();
    const res = await upload(t, other.familyId, placesFile, other.token, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GedcomPreview>().counts.places).toBe(3);
  });
});

describe("Family Tree Maker's occupations", () => {
  const ftwFile = (program: string) => `0 HEAD
1 SOUR ${program}
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Edwin /Smith/
1 OCCU
2 PLAC Software Engineer
1 _DEG
2 DATE 1984
2 PLAC B.S.E.E.
1 EDUC
2 PLAC UC Berkeley
0 TRLR
`;

  it('reads the PLAC of an OCCU or _DEG as its value, as Gramps does: no place', async () => {
    const other = await anotherFamily();
    const preview = await upload(t, other.familyId, ftwFile('FTW'), other.token, 'dryRun=true');
    expect(preview.json<GedcomPreview>().counts.places).toBe(1);
    const { importFile } = await import('./gedcom.test-helpers.js');
    expect((await importFile(t, other.familyId, ftwFile('FTW'), other.token)).status).toBe('done');
    const events = await t.context.db
      .selectFrom('gedcom_events')
      .select(['tag', 'value', 'place'])
      .where('family_id', '=', other.familyId)
      .orderBy('position')
      .execute();
    expect(events).toEqual([
      { tag: 'OCCU', value: 'Software Engineer', place: null },
      { tag: 'EDUC', value: null, place: 'UC Berkeley' },
    ]);
    const file = await exportFile(t, other.familyId, other.token);
    expect(file).toContain('1 OCCU Software Engineer\n');
    expect(file).toContain('1 _DEG B.S.E.E.\n2 DATE 1984\n');
    expect(file).not.toMatch(/PLAC (Software Engineer|B\.S\.E\.E\.)/);
  });

  it('keeps the PLAC of other programs as a place', async () => {
    const other = await anotherFamily();
    const preview = await upload(t, other.familyId, ftwFile('GRAMPS'), other.token, 'dryRun=true');
    expect(preview.json<GedcomPreview>().counts.places).toBe(2);
  });
});

describe('the export of places', () => {
  it('writes FORM, MAP, TRAN and the note under the PLAC lines in 7.0', async () => {
    const file = await exportFile(t, familyId, token, 'version=7');
    expect(placLines(file, '1 BIRT', 'Salem, Essex, Massachusetts, USA')).toEqual([
      '3 FORM City, County, State, Country',
      '3 MAP',
      '4 LATI N42.5195',
      '4 LONG W70.8967',
    ]);
    expect(placLines(file, '1 RESI', 'Köln, Nordrhein-Westfalen, Deutschland')).toEqual([
      '3 FORM City, State, Country',
      '3 TRAN Cologne, North Rhine-Westphalia, Germany',
      '4 LANG en',
      '3 NOTE On the Rhine',
      '3 EXID 2886242',
      '4 TYPE https://www.geonames.org/',
    ]);
    expect(placLines(file, '1 MARR', 'Boston, Suffolk, Massachusetts, USA')).toEqual([
      '3 FORM City, County, State, Country',
      '3 MAP',
      '4 LATI N42.3601',
      '4 LONG W71.0589',
    ]);
  });

  it('writes FORM, MAP and the note in 5.5.1, which has no TRAN', async () => {
    const file = await exportFile(t, familyId, token);
    expect(placLines(file, '1 DEAT', 'Salem, Essex, Massachusetts, USA')).toEqual([
      '3 FORM City, County, State, Country',
      '3 MAP',
      '4 LATI N42.5195',
      '4 LONG W70.8967',
    ]);
    const koelnLines = placLines(file, '1 RESI', 'Köln, Nordrhein-Westfalen, Deutschland');
    expect(koelnLines.slice(0, 2)).toEqual(['3 FORM City, State, Country', '3 NOTE On the Rhine']);
    expect(file).not.toContain('TRAN');
  });

  it('writes the coordinates as edited on the places page', async () => {
    const other = await familyWithFile(t, placesFile);
    const res = await t.app.inject({
      method: 'PUT',
      url: placeUrl(other.family.familyId, salem),
      headers: bearer(other.token),
      payload: {
        type: 'town',
        latitude: -33.5,
        longitude: 151.25,
        note: 'Moved',
        alternativeNames: [{ name: 'Naumkeag', language: null }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await exportFile(t, other.family.familyId, other.token, 'version=7');
    expect(placLines(file, '1 BIRT', 'Salem, Essex, Massachusetts, USA')).toEqual([
      '3 FORM City, County, State, Country',
      '3 TRAN Naumkeag, Essex, Massachusetts, USA',
      '4 LANG und',
      '3 MAP',
      '4 LATI S33.5',
      '4 LONG E151.25',
      '3 NOTE Moved',
    ]);
    // The place's note once: a reader adds a note to the place for every PLAC that has one.
    expect(file.split('\n3 NOTE Moved\n')).toHaveLength(2);
    expect(placLines(file, '1 DEAT', 'Salem, Essex, Massachusetts, USA')).toContain('4 LATI S33.5');
  });
});

describe("the file's own FORM words", () => {
  const words = [
    '0 HEAD',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    '1 CHAR UTF-8',
    '1 PLAC',
    '2 FORM Village, Shire, Nation',
    '0 @I1@ INDI',
    '1 NAME Ely /Fen/',
    '1 BIRT',
    '2 DATE 1801',
    '2 PLAC Ely, Cambridgeshire, England',
    '3 FORM Parish, County, Country',
    '1 DEAT',
    '2 DATE 1870',
    '2 PLAC Wicken, Cambridgeshire, England',
    '0 TRLR',
    '',
  ].join('\n');

  it('are written back as the file gave them, a parish included, until the type is changed', async () => {
    const other = await familyWithFile(t, words);
    const { familyId: family } = other.family;
    expect((await place('ely, cambridgeshire, england', family, other.token)).type).toBe('other');
    for (const query of ['', 'version=7']) {
      const file = await exportFile(t, family, other.token, query);
      expect(placLines(file, '1 BIRT', 'Ely, Cambridgeshire, England')).toContain(
        '3 FORM Parish, County, Country',
      );
      // HEAD.PLAC.FORM's word for a PLAC without a FORM of its own; the county and the country
      // are the rows Ely's FORM named first.
      expect(placLines(file, '1 DEAT', 'Wicken, Cambridgeshire, England')).toContain(
        '3 FORM Village, County, Country',
      );
    }
    const changed = await t.app.inject({
      method: 'PUT',
      url: placeUrl(family, 'ely, cambridgeshire, england'),
      headers: bearer(other.token),
      payload: { type: 'town', latitude: null, longitude: null, note: null, alternativeNames: [] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const file = await exportFile(t, family, other.token);
    expect(placLines(file, '1 BIRT', 'Ely, Cambridgeshire, England')).toContain(
      '3 FORM City, County, Country',
    );
  });
});

describe('the revert of an import of places', () => {
  it('removes the place rows and their names it wrote, and only those', async () => {
    const other = await anotherFamily();
    // A place of the family's own, made before the import, stays.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/family/${other.familyId}/places`,
      headers: bearer(other.token),
      payload: { name: 'USA', parentKey: null },
    });
    expect(own.statusCode, own.body).toBe(201);
    const { importFile } = await import('./gedcom.test-helpers.js');
    const job = await importFile(t, other.familyId, placesFile, other.token);
    expect(job.status, job.error ?? '').toBe('done');
    const rows = () =>
      t.context.db
        .selectFrom('places')
        .select(['name', 'parent_id'])
        .where('family_id', '=', other.familyId)
        .orderBy('id')
        .execute();
    // USA was the family's already: the import puts Massachusetts under it.
    expect((await rows()).filter((r) => r.name === 'USA')).toHaveLength(1);
    expect(await rows()).toHaveLength(9);
    const history = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.familyHistory(other.familyId)}?pageSize=100`,
      headers: bearer(other.token),
    });
    const change = history.json<ChangePage>().items.find((r) => r.action === 'gedcom.import')!;
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(other.familyId, change.id),
      headers: bearer(other.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toEqual([{ name: 'USA', parent_id: null }]);
    const names = await t.context.db
      .selectFrom('place_names')
      .select('name')
      .where('family_id', '=', other.familyId)
      .execute();
    expect(names).toEqual([]);
  });
});
