import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  researchMessages,
  type Citation,
  type Repository,
  type Source,
  type SourceSummary,
} from '@familytree/shared';
import { snapshotTables, type TestContext, createTestContext } from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';
import { founderDiedLongAgo, worldRequests } from '../profiles/world-requests.test-helpers.js';

/**
 * Issue 30, first step (decision 0034): sources, repositories and citations through the API, with
 * the rights of the tree, the living-person rule, and every change in the history and revertible.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  // The founder died long ago: not living. Anna (A) is living.
  await founderDiedLongAgo(t, w);
}, 60_000);
afterAll(() => closeTestContext(t));

const { familyId, base, send, newest, revert, unionOf, addSpouse } = worldRequests(
  () => t,
  () => w,
);

async function newSource(title: string, extra: object = {}): Promise<Source> {
  const res = await send('POST', `${base()}/sources`, { title, ...extra }, w.tokens.admin);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Source>();
}

async function cite(body: object, token = w.tokens.admin): Promise<Citation> {
  const res = await send('POST', `${base()}/citations`, body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Citation>();
}

describe('sources and repositories', () => {
  it('a family admin adds a repository and a source kept there; visitors read them', async () => {
    const repo = await send(
      'POST',
      `${base()}/repositories`,
      { name: 'Kerala State Archives', address: 'Thiruvananthapuram' },
      w.tokens.admin,
    );
    expect(repo.statusCode, repo.body).toBe(201);
    const { repositoryId } = repo.json<Repository>();
    const source = await newSource('Parish register of St Mary', {
      author: 'St Mary’s Church',
      repositoryId,
      callNumber: 'PR-1850',
    });
    expect(source).toMatchObject({
      title: 'Parish register of St Mary',
      repositoryName: 'Kerala State Archives',
      callNumber: 'PR-1850',
      citations: [],
    });
    const list = (await api.get(`${base()}/sources`)).json<SourceSummary[]>();
    expect(list.map((s) => s.title)).toContain('Parish register of St Mary');
    const repos = (await api.get(`${base()}/repositories`)).json<Repository[]>();
    expect(repos.find((r) => r.repositoryId === repositoryId)?.sourceCount).toBe(1);
    // A repository that keeps a source is not deleted (its sources would lose it).
    expect(
      (await send('DELETE', `${base()}/repositories/${repositoryId}`, undefined, w.tokens.admin))
        .statusCode,
    ).toBe(409);
  });

  it('refuses visitors, members of the branch, other families and bad bodies, changing nothing', async () => {
    const before = await snapshotTables(t.context.db);
    const good = { title: 'A census' };
    for (const [token, status] of [
      ['', 401],
      [w.tokens.branch, 403],
      [w.tokens.otherAdmin, 403],
    ] as const) {
      expect((await send('POST', `${base()}/sources`, good, token)).statusCode).toBe(status);
      // Refused before the body is read: an invalid body gets the same answer.
      expect((await send('POST', `${base()}/sources`, { title: '' }, token)).statusCode).toBe(
        status,
      );
    }
    const empty = await send('POST', `${base()}/sources`, { title: ' ' }, w.tokens.admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ title: researchMessages.titleRequired });
    const otherRepo = await send(
      'POST',
      `${base()}/sources`,
      { title: 'X', repositoryId: 999_999 },
      w.tokens.admin,
    );
    expect(otherRepo.statusCode).toBe(400);
    expect(otherRepo.json().fields).toMatchObject({
      repositoryId: researchMessages.useRepositoryOfFamily,
    });
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });
});

describe('citations', () => {
  it('cite a source for a fact; the profile and the source page show it under the living rule', async () => {
    const source = await newSource('Baptisms 1850–1900');
    const dead = await cite({
      sourceId: source.sourceId,
      personId: w.ids.r,
      fact: 'birth',
      page: 'entry 14',
      quality: 3,
    });
    expect(dead).toMatchObject({
      fact: 'birth',
      page: 'entry 14',
      quality: 3,
      personName: 'Root Person',
    });
    await cite({ sourceId: source.sourceId, personId: w.ids.a, fact: 'name' });

    const ofRoot = (await api.get(`${base()}/persons/${w.ids.r}/citations`)).json<Citation[]>();
    expect(ofRoot.map((c) => c.sourceTitle)).toEqual(['Baptisms 1850–1900']);
    // Anna is living: a visitor sees none of her citations; the family admin does.
    expect((await api.get(`${base()}/persons/${w.ids.a}/citations`)).json()).toEqual([]);
    expect(
      (await api.get(`${base()}/persons/${w.ids.a}/citations`, w.tokens.admin)).json(),
    ).toHaveLength(1);
    const page = (await api.get(`${base()}/sources/${source.sourceId}`)).json<Source>();
    expect(page.citations.map((c) => c.personId)).toEqual([w.ids.r]);
    expect(page.citationCount).toBe(1);
    const adminPage = (
      await api.get(`${base()}/sources/${source.sourceId}`, w.tokens.admin)
    ).json<Source>();
    expect(adminPage.citationCount).toBe(2);
    const listed = async (token?: string) =>
      (await api.get(`${base()}/sources`, token))
        .json<Array<{ sourceId: number; citationCount: number }>>()
        .find((s) => s.sourceId === source.sourceId)?.citationCount;
    expect(await listed()).toBe(1);
    expect(await listed(w.tokens.admin)).toBe(2);
  });

  it('a branch admin cites for their branch, not outside it; bad bodies change nothing', async () => {
    const source = await newSource('Letters of Anna');
    await cite({ sourceId: source.sourceId, personId: w.ids.ac }, w.tokens.branch);
    const before = await snapshotTables(t.context.db);
    const outside = await send(
      'POST',
      `${base()}/citations`,
      { sourceId: source.sourceId, personId: w.ids.b },
      w.tokens.branch,
    );
    expect(outside.statusCode).toBe(403);
    for (const token of ['', w.tokens.otherAdmin])
      expect(
        (
          await send(
            'POST',
            `${base()}/citations`,
            { sourceId: source.sourceId, personId: w.ids.r, quality: 9 },
            token,
          )
        ).statusCode,
      ).toBe(token ? 403 : 401);
    const badQuality = await send(
      'POST',
      `${base()}/citations`,
      { sourceId: source.sourceId, personId: w.ids.r, quality: 9 },
      w.tokens.admin,
    );
    expect(badQuality.statusCode).toBe(400);
    expect(badQuality.json().fields).toMatchObject({ quality: researchMessages.qualityRange });
    const foreignPerson = await send(
      'POST',
      `${base()}/citations`,
      { sourceId: source.sourceId, personId: w.ids.x },
      w.tokens.admin,
    );
    expect(foreignPerson.statusCode).toBe(404);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it('every write is in the history and reverts: a deleted source comes back with its citations', async () => {
    const source = await newSource('Census 1901');
    const citation = await cite({ sourceId: source.sourceId, personId: w.ids.r, fact: 'death' });
    const edited = await send(
      'PUT',
      `${base()}/citations/${citation.citationId}`,
      { sourceId: source.sourceId, personId: w.ids.r, fact: 'death', page: 'sheet 3' },
      w.tokens.admin,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const edit = await newest();
    expect(edit).toMatchObject({ action: 'citation.edit', revertible: true, personId: w.ids.r });
    expect((await revert(edit.id)).statusCode).toBe(200);
    const reverted = (await api.get(`${base()}/persons/${w.ids.r}/citations`)).json<Citation[]>();
    expect(reverted.find((c) => c.citationId === citation.citationId)?.page).toBeNull();

    expect(
      (await send('DELETE', `${base()}/sources/${source.sourceId}`, undefined, w.tokens.admin))
        .statusCode,
    ).toBe(204);
    expect((await api.get(`${base()}/sources/${source.sourceId}`)).statusCode).toBe(404);
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'source.delete', revertible: true });
    expect((await revert(deletion.id)).statusCode).toBe(200);
    const back = (await api.get(`${base()}/sources/${source.sourceId}`)).json<Source>();
    expect(back.citations.map((c) => c.citationId)).toEqual([citation.citationId]);
  });

  it("a source's addition reverts only once the citations added to it later are reverted", async () => {
    const source = await newSource('Parish register of St Thomas');
    const add = await newest();
    const citation = await cite({ sourceId: source.sourceId, personId: w.ids.r });
    const cited = await newest();
    const refused = await revert(add.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This change cannot be reverted: a citation of the source, changed by .* depends on it\. Revert that first\.$/,
    );
    const still = (await api.get(`${base()}/sources/${source.sourceId}`)).json<Source>();
    expect(still.citations.map((c) => c.citationId)).toEqual([citation.citationId]);

    expect((await revert(cited.id)).statusCode).toBe(200);
    expect((await revert(add.id)).statusCode).toBe(200);
    expect((await api.get(`${base()}/sources/${source.sourceId}`)).statusCode).toBe(404);
  });

  it('a deleted person comes back with their citations', async () => {
    const source = await newSource('Gravestone photo');
    const added = await send(
      'POST',
      apiPaths.saveMember(w.ids.b, w.ids.b),
      { memberType: 'CHILD', firstName: 'Tmp', lastName: 'Person', gender: 'M' },
      w.tokens.admin,
    );
    expect(added.statusCode, added.body).toBe(200);
    const child = added
      .json<{ children: Array<{ personId: number; firstName: string }> }>()
      .children.find((c) => c.firstName === 'Tmp')!.personId;
    const citation = await cite({ sourceId: source.sourceId, personId: child });
    const deleted = await send(
      'DELETE',
      apiPaths.deleteChild(w.ids.b, child),
      undefined,
      w.tokens.admin,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(
      (await api.get(`${base()}/sources/${source.sourceId}`, w.tokens.admin)).json<Source>()
        .citations,
    ).toEqual([]);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    const back = (
      await api.get(`${base()}/sources/${source.sourceId}`, w.tokens.admin)
    ).json<Source>();
    expect(back.citations.map((c) => c.citationId)).toEqual([citation.citationId]);
  });
});

describe("a couple's citations", () => {
  let annaSam: number;
  let bertBea: number;
  let annaSamEvent: number;
  let bertEvent: number;

  beforeAll(async () => {
    annaSam = await unionOf(w.ids.a, w.ids.as);
    const bea = await addSpouse(w.ids.b, 'Bea', 'F');
    bertBea = await unionOf(w.ids.b, bea);
    // Bert and Bea died long ago: their marriage is no living person's fact.
    await t.context.db
      .updateTable('persons')
      .set({ date_of_death: '1950-01-01', living: 0 })
      .where('id', 'in', [w.ids.b, bea])
      .execute();
    const event = (personId: number, spouseId: number | null, ofFamily: number) =>
      t.context.db
        .insertInto('gedcom_events')
        .values({
          family_id: familyId(),
          person_id: personId,
          spouse_id: spouseId,
          position: 1,
          of_family: ofFamily,
          tag: ofFamily ? 'MARB' : 'RESI',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    annaSamEvent = (await event(w.ids.a, w.ids.as, 1)).id;
    bertEvent = (await event(w.ids.b, null, 0)).id;
  });

  it('a branch admin cites for a couple of their branch; both names show, under the living rule', async () => {
    const source = await newSource('Marriage register of St Mary');
    const citation = await cite(
      { sourceId: source.sourceId, unionId: annaSam, fact: 'marriage', eventId: annaSamEvent },
      w.tokens.branch,
    );
    expect(citation).toMatchObject({
      personId: null,
      unionId: annaSam,
      partnerIds: expect.arrayContaining([w.ids.a, w.ids.as]),
      eventId: annaSamEvent,
      fact: 'marriage',
      personName: expect.stringMatching(/^(Anna Person & Sam Person|Sam Person & Anna Person)$/),
    });
    const record = await newest();
    expect(record).toMatchObject({ action: 'citation.add', revertible: true });
    expect([w.ids.a, w.ids.as]).toContain(record.personId);
    const dead = await cite({ sourceId: source.sourceId, unionId: bertBea });

    // Anna and Sam are living: a visitor sees neither their citation nor its count.
    const ofCouple = (unionId: number, token?: string) =>
      api.get(`${base()}/unions/${unionId}/citations`, token).then((r) => r.json<Citation[]>());
    expect(await ofCouple(annaSam)).toEqual([]);
    expect((await ofCouple(annaSam, w.tokens.admin)).map((c) => c.citationId)).toEqual([
      citation.citationId,
    ]);
    expect((await ofCouple(bertBea)).map((c) => c.citationId)).toEqual([dead.citationId]);
    const page = (await api.get(`${base()}/sources/${source.sourceId}`)).json<Source>();
    expect(page.citations.map((c) => c.citationId)).toEqual([dead.citationId]);
    expect(page.citationCount).toBe(1);
    const listed = (await api.get(`${base()}/sources`))
      .json<SourceSummary[]>()
      .find((s) => s.sourceId === source.sourceId);
    expect(listed?.citationCount).toBe(1);
    expect(
      (await api.get(`${base()}/sources/${source.sourceId}`, w.tokens.admin)).json<Source>()
        .citationCount,
    ).toBe(2);
    expect((await api.get(`${base()}/unions/999999/citations`)).statusCode).toBe(404);
    const marriages = await api.get(`${base()}/persons/${w.ids.a}/marriages`);
    expect(marriages.json()).toEqual([
      { unionId: annaSam, partnerId: w.ids.as, partnerName: 'Sam Person' },
    ]);
  });

  it('refuses visitors, other families, branch admins outside their branch and bad subjects', async () => {
    const source = await newSource('Banns book');
    const before = await snapshotTables(t.context.db);
    const post = (body: object, token: string) => send('POST', `${base()}/citations`, body, token);
    const good = { sourceId: source.sourceId, unionId: annaSam };
    expect((await post(good, '')).statusCode).toBe(401);
    expect((await post(good, w.tokens.otherAdmin)).statusCode).toBe(403);
    const outside = await post({ ...good, unionId: bertBea }, w.tokens.branch);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(researchMessages.onlyEditorsCoupleCitations);
    const both = await post({ ...good, personId: w.ids.a }, w.tokens.admin);
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toMatchObject({ unionId: researchMessages.onePersonOrCouple });
    const neither = await post({ sourceId: source.sourceId }, w.tokens.admin);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fields).toMatchObject({
      personId: researchMessages.personOrCoupleRequired,
    });
    const personFact = await post({ ...good, fact: 'birth' }, w.tokens.admin);
    expect(personFact.json().fields).toMatchObject({ fact: researchMessages.coupleFactKind });
    const othersEvent = await post({ ...good, eventId: bertEvent }, w.tokens.admin);
    expect(othersEvent.statusCode).toBe(400);
    expect(othersEvent.json().fields).toMatchObject({ eventId: researchMessages.eventOfSubject });
    const coupleEventForPerson = await post(
      { sourceId: source.sourceId, personId: w.ids.a, eventId: annaSamEvent },
      w.tokens.admin,
    );
    expect(coupleEventForPerson.statusCode).toBe(400);
    expect((await post({ ...good, unionId: 999_999 }, w.tokens.admin)).statusCode).toBe(404);
    expect(await snapshotTables(t.context.db)).toEqual(before);
    // A person's own imported event is theirs to cite.
    await cite({ sourceId: source.sourceId, personId: w.ids.b, eventId: bertEvent });
  });

  it("a couple's citation is edited, deleted and reverted through the history", async () => {
    const source = await newSource('Wedding album');
    const citation = await cite({ sourceId: source.sourceId, unionId: annaSam });
    const url = `${base()}/citations/${citation.citationId}`;
    const edited = await send(
      'PUT',
      url,
      { sourceId: source.sourceId, unionId: annaSam, fact: 'marriage', page: 'p. 2' },
      w.tokens.branch,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const edit = await newest();
    expect((await revert(edit.id)).statusCode).toBe(200);
    const ofCouple = async () =>
      (await api.get(`${base()}/unions/${annaSam}/citations`, w.tokens.admin))
        .json<Citation[]>()
        .find((c) => c.citationId === citation.citationId);
    expect(await ofCouple()).toMatchObject({ fact: null, page: null });
    expect((await send('DELETE', url, undefined, w.tokens.branch)).statusCode).toBe(204);
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'citation.delete', revertible: true });
    expect((await revert(deletion.id)).statusCode).toBe(200);
    expect(await ofCouple()).toMatchObject({ unionId: annaSam });
    // Revert of the revert: the citation is gone again.
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await ofCouple()).toBeUndefined();
  });
});
