import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  createPrivateCalendarContract,
  eventsCalendarContract,
  eventsPageContract,
  memberDetailsContract,
  memberGedcomRecordsContract,
  memberProfileContract,
  pathOf,
  type GedcomRecord,
  type MemberProfile,
} from '@familytree/shared';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { exportUrl } from './gedcom.test-helpers.js';
import {
  hiddenDates,
  importGedcomFamily,
  importLivingFamily,
  leaksIn,
  oldGedcom,
  walterDates,
  type LivingImport,
} from './living-import.fixture.js';

/**
 * Issue 28, item 4: the living-person rule covers every fact of a living person however it
 * arrived, here a GEDCOM import. No read a visitor or a member (who may edit only their own
 * person) makes carries a full date of a living person's fact, nor of a family's fact when either
 * partner is living; the family admin sees them all; a dead person's own facts stay public.
 */

let t: TestContext;
let w: LivingImport;

beforeAll(async () => {
  t = await createTestContext();
  w = await importLivingFamily(t);
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** Every read of the family a visitor or member can make, by name. */
function reads(): Array<[string, string]> {
  const f = w.family.familyId;
  const persons = Object.entries(w.ids);
  const perPerson = persons.flatMap(([name, id]): Array<[string, string]> => [
    [`profile of ${name}`, pathOf(memberProfileContract, { id })],
    [`details of ${name}`, pathOf(memberDetailsContract, { id })],
    [`gedcomRecords of ${name}`, pathOf(memberGedcomRecordsContract, { id })],
    [`member tree of ${name}`, apiPaths.memberTree(f, id)],
    [`chart of ${name}`, apiPaths.chart(f, id)],
    [`branch cards of ${name}`, apiPaths.memberBranchCards(f, id)],
    [`generation of ${name}`, apiPaths.generation(w.family.domainName, id)],
    [`immediate family of ${name}`, apiPaths.immediateFamily(id)],
    [`member dialog of ${name}`, apiPaths.memberDetail(0, id)],
  ]);
  const { rose, walter, leo, ivy, mia } = w.ids;
  const relation = (a: number, b: number) =>
    `${apiPaths.relation(f)}?firstPerson=${a}&secondPerson=${b}`;
  return [
    ...perPerson,
    ['tree', apiPaths.tree(f)],
    ['member cards', apiPaths.memberCards(f)],
    ['all names', apiPaths.allMemberNames(f)],
    ['search Living', `${apiPaths.personSearch}?familyId=${f}&name=Living`],
    ['search Dead', `${apiPaths.personSearch}?familyId=${f}&name=Dead`],
    ['relation Rose-Walter', relation(rose, walter)],
    ['relation Ivy-Leo', relation(ivy, leo)],
    ['relation Mia-Walter', relation(mia, walter)],
    ['events page', pathOf(eventsPageContract, { familyId: f })],
    ['calendar feed', pathOf(eventsCalendarContract, { familyId: f })],
  ];
}

async function leaksFor(token?: string): Promise<string[]> {
  const found: string[] = [];
  for (const [name, url] of reads()) {
    const res = await get(url, token);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    for (const leak of leaksIn(res.body)) found.push(`${name}: ${leak}`);
  }
  return found;
}

const records = async (id: number, token?: string) =>
  (await get(pathOf(memberGedcomRecordsContract, { id }), token)).json<GedcomRecord[]>();

describe('a GEDCOM family whose living persons carry every kind of dated fact', () => {
  it('gives a visitor no full date nor place of a living person’s fact, however it arrived', async () => {
    expect(await leaksFor()).toEqual([]);
  }, 120_000);

  it('gives a member the same, in their private calendar link too', async () => {
    expect(await leaksFor(w.tokens.member)).toEqual([]);
    const made = await t.app.inject({
      method: 'POST',
      url: pathOf(createPrivateCalendarContract, { familyId: w.family.familyId }),
      headers: bearer(w.tokens.member),
    });
    expect(made.statusCode, made.body).toBe(201);
    const feed = await get(made.json<{ path: string }>().path);
    expect(feed.statusCode).toBe(200);
    expect(leaksIn(feed.body)).toEqual([]);
  }, 120_000);

  it('gives an admin of another family the same', async () => {
    expect(await leaksFor(w.tokens.otherAdmin)).toEqual([]);
  }, 120_000);

  it('hides a marriage of a dead husband and a living wife in his gedcomRecords', async () => {
    const shown = await records(w.ids.walter);
    const marriage = shown.find((r) => r.tag === 'MARR');
    expect(marriage).toMatchObject({ date: null, datePhrase: null, place: null });
    // His own facts stay public: he is dead.
    expect(shown.find((r) => r.tag === 'DEAT')?.date).toBe(walterDates.death.text);
    expect(shown.find((r) => r.tag === 'BIRT')?.date).toBe(walterDates.birth.text);
  });

  it('shows the family admin every fact in full', async () => {
    const rose = await records(w.ids.rose, w.tokens.admin);
    expect(rose.find((r) => r.tag === 'CHR')?.date).toBe(hiddenDates.roseChristening.text);
    const walter = await records(w.ids.walter, w.tokens.admin);
    expect(walter.find((r) => r.tag === 'MARR')).toMatchObject({
      date: hiddenDates.firstMarriage.text,
      place: 'Weddingtown',
    });
    const profile = (await get(pathOf(memberProfileContract, { id: w.ids.rose }), w.tokens.admin))
      .body;
    expect(profile).toContain(hiddenDates.roseChristening.text);
    const events = JSON.parse(profile) as MemberProfile;
    expect(events.personDetail.dateOfBirth).toBe(hiddenDates.roseBirth.iso);
    expect(events.timelineEventsList.find((e) => e.title === 'Christening')).toMatchObject({
      startDay: 17,
      startMonth: 3,
      startYear: 1991,
    });
  });

  it('lets the family admin alone export the file, with every date', async () => {
    const url = exportUrl(w.family.familyId);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, w.tokens.member)).statusCode).toBe(403);
    expect((await get(url, w.tokens.otherAdmin)).statusCode).toBe(403);
    const file = (await get(url, w.tokens.admin)).body;
    for (const date of Object.values(hiddenDates)) expect(file).toContain(date.gedcom);
  });
});

describe('imported persons without full birth or death dates', () => {
  it('count as not living when a fact of theirs or of their family is over 100 years old', async () => {
    const { id } = await importGedcomFamily(t, oldGedcom);
    const living = async (name: string) =>
      (await get(pathOf(memberProfileContract, { id: id(name) }))).json<MemberProfile>()
        .personDetail.livingStatus;
    expect(await living('Ada')).toBe(false);
    expect(await living('Bert')).toBe(false);
    expect(await living('Cora')).toBe(false);
    expect(await living('Dan')).toBe(true);
    // So a visitor sees their facts in full; Dan's stay hidden.
    expect((await records(id('Ada'))).find((r) => r.tag === 'BIRT')?.date).toBe('estimated 1855');
    expect((await records(id('Bert'))).find((r) => r.tag === 'CHR')?.date).toBe('5 May 1890');
    expect((await records(id('Cora'))).find((r) => r.tag === 'MARR')).toMatchObject({
      date: '12 June 1910',
      place: 'Oldchurch',
    });
    expect((await records(id('Dan'))).find((r) => r.tag === 'CHR')?.date).toBeNull();
    // Placed by her father's birth, as the profile places her.
    expect((await records(id('Gwen'))).find((r) => r.tag === 'RESI')?.place).toBe('Millbrook');
  });
});
