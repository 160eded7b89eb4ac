import { apiPaths, type ChangePage } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { exportFile, familyPicture, importFile } from './gedcom.test-helpers.js';

// Issue 31: the profile entries an import makes (life events' titles and dates, a work entry's
// role) are the product's words, written in the language of the request that started it; the
// export still knows them for the imported events they came from, whatever language it runs in.

const file = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Karl /Weber/
1 SEX M
1 BIRT
2 DATE 3 FEB 1850
1 CHR
2 DATE ABT 1850
2 PLAC Alte Kirche
2 SOUR @S1@
3 PAGE Taufregister S. 12
2 NOTE Getauft vom Pfarrer.
1 CENS
2 DATE BET 1870 AND 1875
2 PLAC Hamburg
1 BURI
2 DATE 12 MAR 1912
1 OCCU
2 DATE 1880
1 EVEN
2 TYPE Auszeichnung
2 DATE 1900
0 @S1@ SOUR
1 TITL Kirchenbuch
0 TRLR
`;

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t?.close());

const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

async function imported(headers: Record<string, string>) {
  const family = await createFamily(t.context);
  const token = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, file, token, '', headers);
  expect(job.status, job.error ?? '').toBe('done');
  return { family, token };
}

const lifeEvents = (familyId: number) =>
  t.context.db
    .selectFrom('life_events')
    .select(['title', 'detail'])
    .where('family_id', '=', familyId)
    .orderBy('position')
    .execute();
const roles = async (familyId: number) =>
  (
    await t.context.db
      .selectFrom('work_history')
      .select('role')
      .where('family_id', '=', familyId)
      .execute()
  ).map((r) => r.role);
const eventLocales = async (familyId: number) =>
  new Set(
    (
      await t.context.db
        .selectFrom('gedcom_events')
        .select('locale')
        .where('family_id', '=', familyId)
        .execute()
    ).map((e) => e.locale),
  );

/** The event starting with `head` in the file's INDI of Karl, with its sub-lines. */
function event(gedcom: string, head: string): string[] {
  const indi = gedcom.split(/\n(?=0 )/).find((r) => r.includes('1 NAME Karl /Weber/'))!;
  const lines = indi.split('\n');
  const at = lines.indexOf(head);
  expect(at, `no "${head}" in\n${indi}`).toBeGreaterThan(-1);
  const end = lines.findIndex((l, i) => i > at && l.startsWith('1 '));
  return lines.slice(at, end === -1 ? undefined : end);
}

describe('the profile entries of an import started in German', () => {
  let family: TestFamily;
  let token: string;

  beforeAll(async () => {
    ({ family, token } = await imported(german));
  });

  it('are written in German: the events named, their dates as a German reader says them', async () => {
    expect(await lifeEvents(family.familyId)).toEqual([
      { title: 'Taufe', detail: 'um 1850, Alte Kirche' },
      { title: 'Volkszählung', detail: 'zwischen 1870 und 1875, Hamburg' },
      { title: 'Beerdigung', detail: '12. März 1912' },
      // The file's own TYPE is the family's word, not the product's.
      { title: 'Auszeichnung', detail: '1900' },
    ]);
    expect(await roles(family.familyId)).toEqual(['Beruf']);
    expect(await eventLocales(family.familyId)).toEqual(new Set(['de']));
  });

  it('are known by the export as the imported events, in any language of the export', async () => {
    // The family's language and the exporter's are others than the import's.
    await t.context.db
      .updateTable('families')
      .set({ language: 'fr' })
      .where('id', '=', family.familyId)
      .execute();
    for (const headers of [{}, { 'accept-language': 'fr' }, german]) {
      const gedcom = await exportFile(t, family.familyId, token, '', headers);
      // As they came: the source's page, the note and the file's date phrases.
      const christening = event(gedcom, '1 CHR');
      expect(christening.slice(0, 3)).toEqual(['1 CHR', '2 DATE ABT 1850', '2 PLAC Alte Kirche']);
      expect(christening).toEqual(
        expect.arrayContaining(['3 PAGE Taufregister S. 12', '2 NOTE Getauft vom Pfarrer.']),
      );
      expect(christening.some((l) => /^2 SOUR @S\w+@$/.test(l))).toBe(true);
      expect(event(gedcom, '1 CENS')).toEqual([
        '1 CENS',
        '2 DATE BET 1870 AND 1875',
        '2 PLAC Hamburg',
      ]);
      expect(event(gedcom, '1 BURI')).toEqual(['1 BURI', '2 DATE 12 MAR 1912']);
      expect(event(gedcom, '1 OCCU')).toEqual(['1 OCCU', '2 DATE 1880']);
      expect(event(gedcom, '1 EVEN')).toEqual(['1 EVEN', '2 TYPE Auszeichnung', '2 DATE 1900']);
      // None of them written again from the product.
      for (const word of ['Taufe', 'Volkszählung', 'Beerdigung', 'Beruf', 'um 1850'])
        expect(gedcom).not.toContain(word);
    }
  });

  it('are written from the product once changed, a German title back to its tag', async () => {
    await t.context.db
      .updateTable('life_events')
      .set({ detail: 'um 1850, Neue Kirche' })
      .where('family_id', '=', family.familyId)
      .where('title', '=', 'Taufe')
      .execute();
    const gedcom = await exportFile(t, family.familyId, token, '', { 'accept-language': 'fr' });
    expect(event(gedcom, '1 CHR')).toEqual(['1 CHR', '2 DATE 1850', '2 NOTE um 1850, Neue Kirche']);
    expect(gedcom).not.toContain('Taufregister');
    // The others are still as they came.
    expect(event(gedcom, '1 CENS')).toEqual([
      '1 CENS',
      '2 DATE BET 1870 AND 1875',
      '2 PLAC Hamburg',
    ]);
  });
});

describe('the profile entries of an import started in English', () => {
  it('are what they always were, with no language stored', async () => {
    const { family } = await imported({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(await lifeEvents(family.familyId)).toEqual([
      { title: 'Christening', detail: 'about 1850, Alte Kirche' },
      { title: 'Census', detail: 'between 1870 and 1875, Hamburg' },
      { title: 'Burial', detail: '12 March 1912' },
      { title: 'Auszeichnung', detail: '1900' },
    ]);
    expect(await roles(family.familyId)).toEqual(['Occupation']);
    expect(await eventLocales(family.familyId)).toEqual(new Set([null]));
  });
});

describe('reverting an import started in German', () => {
  it('removes exactly what it added', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const empty = await familyPicture(t.context, family.familyId);
    const job = await importFile(t, family.familyId, file, token, '', german);
    expect(job.status, job.error ?? '').toBe('done');
    const history = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.familyHistory(family.familyId)}?pageSize=100`,
      headers: bearer(token),
    });
    const record = history.json<ChangePage>().items.find((r) => r.action === 'gedcom.import')!;
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(family.familyId, record.id),
      headers: { ...german, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await familyPicture(t.context, family.familyId)).toEqual(empty);
  });
});

describe('dates of other calendars in an import started in German', () => {
  const calendars = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Karl /Weber/
1 SEX M
1 CHR
2 DATE @#DJULIAN@ 12 MAR 1700
1 CENS
2 DATE @#DHEBREW@ 1 TSH 5500
1 BURI
2 DATE 11 FEB 1731/32
0 TRLR
`;

  it('are written the German way, read in the reader’s language, and known by the export', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const job = await importFile(t, family.familyId, calendars, token, '', german);
    expect(job.status, job.error ?? '').toBe('done');
    expect(await lifeEvents(family.familyId)).toEqual([
      { title: 'Taufe', detail: '12. März 1700 (julianisch)' },
      { title: 'Volkszählung', detail: '1. Tischri 5500 (hebräisch)' },
      { title: 'Beerdigung', detail: '11. Februar 1731/32' },
    ]);

    const karl = await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', family.familyId)
      .where('first_name', '=', 'Karl')
      .executeTakeFirstOrThrow();
    const records = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/member/${karl.id}/gedcomRecords`,
        headers: { ...headers, ...bearer(token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Array<{ tag: string; date: string | null }>>().map((r) => [r.tag, r.date]);
    };
    expect(await records({ 'accept-language': 'ml' })).toEqual([
      ['CHR', '1700 മാർച്ച് 12 (ജൂലിയൻ)'],
      ['CENS', '5500 തിഷ്റി 1 (ഹീബ്രു)'],
      ['BURI', '1731/32 ഫെബ്രുവരി 11'],
    ]);
    // English reads as it always did.
    expect(await records({})).toEqual([
      ['CHR', '12 March 1700 (Julian)'],
      ['CENS', '1 TSH 5500 (Hebrew)'],
      ['BURI', '11 February 1731'],
    ]);

    const gedcom = await exportFile(t, family.familyId, token, '', { 'accept-language': 'fr' });
    expect(event(gedcom, '1 CHR')).toEqual(['1 CHR', '2 DATE @#DJULIAN@ 12 MAR 1700']);
    expect(event(gedcom, '1 CENS')).toEqual(['1 CENS', '2 DATE @#DHEBREW@ 1 TSH 5500']);
    expect(event(gedcom, '1 BURI')).toEqual(['1 BURI', '2 DATE 11 FEB 1731/32']);
    expect(gedcom).not.toContain('julianisch');
  });
});
