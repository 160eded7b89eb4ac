import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPrivateCalendarContract,
  eventsCalendarContract,
  pathOf,
  type PrivateCalendarLink,
} from '@familytree/shared';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { addPerson, marry } from '../tree/tree.test-helpers.js';
import { buildPrivacyWorld, type PrivacyWorld } from './privacy.fixture.js';

/**
 * The calendar feed names its entries in the language the calendar app asks for (issue 31):
 * Accept-Language, or `lang` in the feed's URL; a couple's names joined as the language lists them.
 */

let t: TestContext;
let w: PrivacyWorld;
let feedPath: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildPrivacyWorld(t);
  const f = w.family.familyId;
  // Frank (living) married Mia on a full date: a wedding anniversary of two persons.
  const mia = await addPerson(t.context, f, { first: 'Mia', last: 'Stone', gender: 'F' });
  await marry(t.context, f, w.ids.father, mia);
  await t.context.db
    .updateTable('unions')
    .set({ marriage_date: '1985-05-05' })
    .where('person_id', '=', w.ids.father)
    .execute();
  const res = await t.app.inject({
    method: 'POST',
    url: pathOf(createPrivateCalendarContract, { familyId: f }),
    headers: bearer(w.tokens.admin),
  });
  expect(res.statusCode).toBe(201);
  feedPath = res.json<PrivateCalendarLink>().path;
});
afterAll(() => t?.close());

/** The feed's SUMMARY and X-WR-CALNAME lines, unfolded (a long line continues after CRLF SP). */
async function feedLines(headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ method: 'GET', url: feedPath + query, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toContain('Accept-Language');
  return res.body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => /^(SUMMARY|X-WR-CALNAME):/.test(line))
    .sort();
}

describe('the calendar feed', () => {
  it('keeps its English byte for byte', async () => {
    const english = await feedLines({});
    expect(english).toEqual([
      'SUMMARY:Birthday: Ann Stone',
      'SUMMARY:Birthday: Frank Stone',
      'SUMMARY:Remembrance: Grandpa Stone',
      'SUMMARY:Wedding anniversary: Frank Stone and Mia Stone',
      `X-WR-CALNAME:${w.family.name} events`,
    ]);
    expect(await feedLines({ 'accept-language': 'en-US,en;q=0.9' })).toEqual(english);
  });

  it('names its entries in German for Accept-Language: de', async () => {
    const german = await feedLines({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(german).toContain('SUMMARY:Geburtstag: Ann Stone');
    expect(german).toContain('SUMMARY:Gedenktag: Grandpa Stone');
    expect(german).toContain('SUMMARY:Hochzeitstag: Frank Stone und Mia Stone');
    expect(german).toContain(`X-WR-CALNAME:${w.family.name}: Termine`);
  });

  it('names them in Malayalam for ?lang=ml, over Accept-Language', async () => {
    const malayalam = await feedLines({ 'accept-language': 'de' }, '?lang=ml');
    expect(malayalam).toContain('SUMMARY:ജന്മദിനം: Ann Stone');
    expect(malayalam).toContain('SUMMARY:ഓർമദിനം: Grandpa Stone');
    // Malayalam lists two names with a comma (CLDR), which iCalendar escapes.
    expect(malayalam).toContain('SUMMARY:വിവാഹ വാർഷികം: Frank Stone\\, Mia Stone');
    expect(malayalam).toContain(`X-WR-CALNAME:${w.family.name}: പരിപാടികൾ`);
    expect(await feedLines({ 'accept-language': 'ml' })).toEqual(malayalam);
  });

  it('is in the language at its public address too', async () => {
    const url = pathOf(eventsCalendarContract, { familyId: w.family.familyId });
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SUMMARY:Gedenktag: Grandpa Stone\r\n');
    const english = await t.app.inject({ method: 'GET', url });
    expect(english.body).toContain('SUMMARY:Remembrance: Grandpa Stone\r\n');
  });
});
