import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chartContract,
  familyTreeContract,
  memberCardsContract,
  memberDetailsContract,
  memberProfileContract,
  pathOf,
  relationContract,
  saveFamilySettingsContract,
  type FamilySettings,
  type TreeNode,
} from '@familytree/shared';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { buildPrivacyWorld, type PrivacyWorld } from './privacy.fixture.js';

/**
 * Living-person privacy (issue 16, decision 0019) on the raw responses: under the default setting
 * a visitor gets a living person's birth year but no full date and no birthplace, a deceased
 * person's in full; names only drops the year too; family and branch admins see everything.
 */

let t: TestContext;
let w: PrivacyWorld;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildPrivacyWorld(t);
});
afterAll(() => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const profile = (id: number, token?: string) => get(pathOf(memberProfileContract, { id }), token);
const tree = (token?: string) =>
  get(pathOf(familyTreeContract, { familyId: w.family.familyId }), token);

async function setVisitorDates(visitorDates: FamilySettings['visitorDates']) {
  const res = await t.app.inject({
    method: 'PUT',
    url: pathOf(saveFamilySettingsContract, { familyId: w.family.familyId }),
    headers: bearer(w.tokens.admin),
    payload: { visitorDates, membersOnly: false },
  });
  expect(res.statusCode).toBe(200);
}

/** Every TreePerson of a tree answer by first name. */
function treePersons(nodes: TreeNode[]): Map<string, { birthYear: number | null }> {
  const found = new Map<string, { birthYear: number | null }>();
  const walk = (n: TreeNode) => {
    for (const p of [n.member, ...n.spouse]) found.set(p.firstName, p);
    n.childs.forEach(walk);
  };
  nodes.forEach(walk);
  return found;
}

describe('under the default setting (year of birth only)', () => {
  it("gives a visitor a living person's birth year, no full date and no birthplace", async () => {
    const res = await profile(w.ids.ann);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(w.dates.annBirth);
    expect(res.body).not.toContain('Springfield');
    const detail = res.json<{ personDetail: Record<string, unknown> }>().personDetail;
    expect(detail.dateOfBirth).toBe(w.dates.annBirth.slice(0, 4));
    expect(detail.placeOfBirth).toBeNull();
    expect(detail.countryOfBirth).toBeNull();
    const details = await get(pathOf(memberDetailsContract, { id: w.ids.ann }));
    expect(details.body).not.toContain(w.dates.annBirth);
    expect(details.body).not.toContain('Springfield');
  });

  it("gives a visitor a deceased person's dates and places in full", async () => {
    const detail = (await profile(w.ids.grandpa)).json<{ personDetail: Record<string, unknown> }>()
      .personDetail;
    expect(detail).toMatchObject({
      dateOfBirth: '1930-03-03',
      dateOfDeath: w.dates.grandpaDeath,
      placeOfBirth: 'Oldtown',
      countryOfBirth: 'IE',
    });
  });

  it('treats those born over 100 years ago, or whose parent was born over 120, as not living', async () => {
    const gran = (await profile(w.ids.greatGran)).json<{ personDetail: Record<string, unknown> }>();
    expect(gran.personDetail).toMatchObject({ dateOfBirth: '1900-01-02', placeOfBirth: 'Farland' });
    const son = (await profile(w.ids.oldSon)).json<{ personDetail: Record<string, unknown> }>();
    expect(son.personDetail.placeOfBirth).toBe('Hilltop');
  });

  it('keeps years in tree nodes, charts and relation trees, and no dates in member cards', async () => {
    const res = await tree();
    expect(res.body).not.toContain(w.dates.annBirth);
    expect(treePersons(res.json<TreeNode[]>()).get('Ann')?.birthYear).toBe(
      Number(w.dates.annBirth.slice(0, 4)),
    );
    const chart = await get(pathOf(chartContract, { familyId: w.family.familyId, id: w.ids.ann }));
    expect(chart.statusCode).toBe(200);
    expect(chart.body).not.toContain(w.dates.annBirth);
    const cards = await get(pathOf(memberCardsContract, { familyId: w.family.familyId }));
    expect(cards.statusCode).toBe(200);
    expect(cards.body).not.toContain(w.dates.annBirth);
    expect(cards.body).not.toContain('Springfield');
    const relation = await get(
      `${pathOf(relationContract, { familyId: w.family.familyId })}?firstPerson=${w.ids.ann}&secondPerson=${w.ids.grandpa}`,
    );
    expect(relation.statusCode).toBe(200);
    expect(relation.body).not.toContain(w.dates.annBirth);
  });

  it('shows family and branch admins everything; a member of another family is a visitor', async () => {
    for (const token of [w.tokens.admin, w.tokens.branch]) {
      const detail = (await profile(w.ids.ann, token)).json<{
        personDetail: Record<string, unknown>;
      }>().personDetail;
      expect(detail).toMatchObject({ dateOfBirth: w.dates.annBirth, placeOfBirth: 'Springfield' });
    }
    for (const token of [w.tokens.otherAdmin, w.tokens.stranger]) {
      const res = await profile(w.ids.ann, token);
      expect(res.body).not.toContain(w.dates.annBirth);
      expect(res.body).not.toContain('Springfield');
    }
  });
});

describe('the other settings', () => {
  it('names only: no dates or places of a living person, not even the year', async () => {
    await setVisitorDates('NAMES');
    const detail = (await profile(w.ids.ann)).json<{ personDetail: Record<string, unknown> }>()
      .personDetail;
    expect(detail.dateOfBirth).toBeNull();
    expect(detail.placeOfBirth).toBeNull();
    expect(treePersons((await tree()).json<TreeNode[]>()).get('Ann')?.birthYear).toBeNull();
    // The deceased stay in full.
    expect(treePersons((await tree()).json<TreeNode[]>()).get('Grandpa')?.birthYear).toBe(1930);
  });

  it('full dates: visitors see everything', async () => {
    await setVisitorDates('FULL');
    const detail = (await profile(w.ids.ann)).json<{ personDetail: Record<string, unknown> }>()
      .personDetail;
    expect(detail).toMatchObject({ dateOfBirth: w.dates.annBirth, placeOfBirth: 'Springfield' });
    await setVisitorDates('YEAR');
  });
});

describe("a living person's life events", () => {
  type Event = { startDay: number | null; startMonth: number | null; startYear: number | null };
  const eventsOf = async (token?: string) =>
    (await profile(w.ids.ann, token)).json<{ timelineEventsList: Event[] }>().timelineEventsList;

  beforeAll(async () => {
    // A "Born" event on the birthday itself: the setting must not let it through either.
    const [year, month, day] = w.dates.annBirth.split('-').map(Number);
    await t.context.db
      .insertInto('life_events')
      .values({
        family_id: w.family.familyId,
        person_id: w.ids.ann,
        position: 0,
        title: 'Born',
        start_day: day!,
        start_month: month!,
        start_year: year!,
        end_day: null,
        end_month: null,
        end_year: null,
        photo: null,
        photo_position: null,
        photo_description: null,
        detail: null,
      })
      .execute();
  });

  it('reach a visitor with their years only, and with names only without dates at all', async () => {
    const year = Number(w.dates.annBirth.slice(0, 4));
    expect(await eventsOf()).toMatchObject([{ startDay: null, startMonth: null, startYear: year }]);
    expect(await eventsOf(w.tokens.admin)).toMatchObject([
      { startDay: Number(w.dates.annBirth.slice(8, 10)), startYear: year },
    ]);
    await setVisitorDates('NAMES');
    expect(await eventsOf()).toMatchObject([{ startDay: null, startMonth: null, startYear: null }]);
    await setVisitorDates('FULL');
    expect(await eventsOf()).toMatchObject([{ startMonth: Number(w.dates.annBirth.slice(5, 7)) }]);
    await setVisitorDates('YEAR');
  });
});
