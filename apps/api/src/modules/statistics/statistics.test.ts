import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  familyStatisticsSchema,
  saveFamilySettingsContract,
  pathOf,
  type FamilySettings,
  type FamilyStatistics,
} from '@familytree/shared';
import { todayUtc } from '../access/privacy.js';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson, marry } from '../tree/tree.test-helpers.js';

// GET /api/family/{familyId}/statistics (issue 32): the numbers of a known family, what a
// visitor learns of the living under each setting, and the refusals.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let tokens: { admin: string; member: string; otherAdmin: string };
const thisYear = Number(todayUtc().slice(0, 4));
/** A decade's first year, `years` before this year. */
const decadeOf = (year: number) => Math.floor(year / 10) * 10;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  const f = family.familyId;
  const set = (id: number, values: Record<string, string | number | null>) =>
    t.context.db.updateTable('persons').set(values).where('id', '=', id).execute();
  // Two deceased grandparents, their son and daughter-in-law (deceased, dates partial), and two
  // living grandchildren born 30 and 25 years ago; a child with no dates whose father is recent.
  const john = await addPerson(t.context, f, { first: 'John', last: 'Stone' });
  const mary = await addPerson(t.context, f, { first: 'Mary', last: 'Stone', gender: 'F' });
  const peter = await addPerson(t.context, f, { first: 'Peter', last: 'Stone', father: john });
  const ruth = await addPerson(t.context, f, { first: 'Mary', last: 'Field', gender: 'F' });
  const anna = await addPerson(t.context, f, {
    first: 'Anna',
    last: 'Stone',
    gender: 'F',
    father: peter,
    mother: ruth,
  });
  const john2 = await addPerson(t.context, f, { first: 'John', last: 'Stone', father: peter });
  await addPerson(t.context, f, { first: 'Baby', last: 'Stone', gender: 'U', father: john2 });
  await marry(t.context, f, john, mary);
  await marry(t.context, f, peter, ruth);
  await set(john, { date_of_birth: '1901-05-10', date_of_death: '1975-05-09', living: 0 });
  await set(mary, { date_of_birth: '1905-02-01', date_of_death: '1990-03-01', living: 0 });
  await set(peter, { date_of_birth: '1931', date_of_death: '2001', living: 0 });
  await set(ruth, { date_of_birth: '1934-07', date_of_death: '2020-06', living: 0 });
  await set(anna, { date_of_birth: `${thisYear - 30}-01-15` });
  await set(john2, { date_of_birth: `${thisYear - 25}-08-20` });
  // Another family's person counts only there.
  await addPerson(t.context, other.familyId, { first: 'John', last: 'Stone' });

  const member = await createUser(t.context, { memberships: [{ familyId: f, role: 'MEMBER' }] });
  tokens = {
    admin: await login(t.app, family.admin.email, family.admin.password),
    member: await login(t.app, member.email, member.password),
    otherAdmin: await login(t.app, other.admin.email, other.admin.password),
  };
});
afterAll(() => t?.close());

const get = (url: string, token?: string, host?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), ...(host ? { host } : {}) },
  });

async function statistics(token?: string): Promise<FamilyStatistics> {
  const res = await get(apiPaths.statistics(family.familyId), token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<FamilyStatistics>();
  expect(familyStatisticsSchema.parse(body)).toEqual(body);
  return body;
}

async function setVisitorDates(visitorDates: FamilySettings['visitorDates']) {
  const res = await t.app.inject({
    method: 'PUT',
    url: pathOf(saveFamilySettingsContract, { familyId: family.familyId }),
    headers: bearer(tokens.admin),
    payload: { visitorDates, membersOnly: false },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const livingBirths = () =>
  [decadeOf(thisYear - 30), decadeOf(thisYear - 25)].reduce<Record<number, number>>(
    (counts, d) => ({ ...counts, [d]: (counts[d] ?? 0) + 1 }),
    {},
  );

describe('GET /api/family/{familyId}/statistics', () => {
  it("answers the family's counts, decades, ages and names", async () => {
    const body = await statistics(tokens.admin);
    expect(body).toMatchObject({ persons: 7, couples: 2, living: 3, deceased: 4 });
    const births: Record<number, number> = { 1900: 2, 1930: 2 };
    for (const [d, n] of Object.entries(livingBirths()))
      births[Number(d)] = (births[Number(d)] ?? 0) + n;
    expect(body.births).toEqual(
      Object.entries(births).map(([decade, count]) => ({ decade: Number(decade), count })),
    );
    expect(body.deaths).toEqual([
      { decade: 1970, count: 1 },
      { decade: 1990, count: 1 },
      { decade: 2000, count: 1 },
      { decade: 2020, count: 1 },
    ]);
    // John 73 (a day before his birthday), Mary 85, Peter 70 (years only), Ruth 85 (months).
    expect(body.agesAtDeath).toEqual([
      { from: 70, count: 2 },
      { from: 80, count: 2 },
    ]);
    expect(body.givenNames.male).toEqual([
      { name: 'John', count: 2 },
      { name: 'Peter', count: 1 },
    ]);
    expect(body.givenNames.female).toEqual([
      { name: 'Mary', count: 2 },
      { name: 'Anna', count: 1 },
    ]);
    expect(body.surnames).toEqual([
      { name: 'Stone', count: 6 },
      { name: 'Field', count: 1 },
    ]);
    expect(body.birthsHidden).toBe(0);
  });

  it("gives a visitor the living persons' birth decades only where the family shows their years", async () => {
    const admin = await statistics(tokens.admin);
    // Default (year of birth only): charts show visitors the birth year, so the decade is known.
    expect(await statistics()).toEqual(admin);
    await setVisitorDates('NAMES');
    try {
      for (const viewer of [undefined, tokens.member, tokens.otherAdmin]) {
        const seen = await statistics(viewer);
        expect(seen.births).toEqual([
          { decade: 1900, count: 2 },
          { decade: 1930, count: 2 },
        ]);
        expect(seen.birthsHidden).toBe(2);
        // The rest carries no date of a living person: the same for everyone.
        expect({ ...seen, births: [], birthsHidden: 0 }).toEqual({
          ...admin,
          births: [],
          birthsHidden: 0,
        });
      }
      expect((await statistics(tokens.admin)).births).toEqual(admin.births);
    } finally {
      await setVisitorDates('YEAR');
    }
  });

  it('answers zeros and empty lists for a family with one person', async () => {
    const lone = await createFamily(t.context);
    await addPerson(t.context, lone.familyId, { first: 'Solo', last: 'One' });
    const res = await get(apiPaths.statistics(lone.familyId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      persons: 1,
      couples: 0,
      living: 1,
      deceased: 0,
      births: [],
      deaths: [],
      agesAtDeath: [],
      givenNames: { male: [{ name: 'Solo', count: 1 }], female: [] },
      surnames: [{ name: 'One', count: 1 }],
      birthsHidden: 0,
    });
  });

  it("refuses another family's id on a family's site, unknown families and bad ids", async () => {
    const onOther = `${other.domainName}.localhost`;
    const foreign = await get(apiPaths.statistics(family.familyId), tokens.otherAdmin, onOther);
    expect(foreign.statusCode).toBe(404);
    const onOwn = `${family.domainName}.localhost`;
    expect((await get(apiPaths.statistics(987654321), undefined, onOwn)).statusCode).toBe(404);
    const bad = await get('/api/family/abc/statistics', undefined, onOwn);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('familyId');
  });

  it('refuses a members-only family to visitors and to users of other families', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(saveFamilySettingsContract, { familyId: family.familyId }),
      headers: bearer(tokens.admin),
      payload: { visitorDates: 'YEAR', membersOnly: true },
    });
    expect(res.statusCode).toBe(200);
    try {
      expect((await get(apiPaths.statistics(family.familyId))).statusCode).toBe(401);
      const stranger = await get(apiPaths.statistics(family.familyId), tokens.otherAdmin);
      expect(stranger.statusCode).toBe(403);
      expect((await get(apiPaths.statistics(family.familyId), tokens.member)).statusCode).toBe(200);
    } finally {
      await setVisitorDates('YEAR');
    }
  });
});
