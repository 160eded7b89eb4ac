import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  researchMessages,
  type ChangePage,
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
  await t.context.db
    .updateTable('persons')
    .set({ date_of_birth: '1850-01-01', date_of_death: '1920-01-01', living: 0 })
    .where('id', '=', w.ids.r)
    .execute();
}, 60_000);
afterAll(() => closeTestContext(t));

const familyId = () => w.family.familyId;
const base = () => `/api/family/${familyId()}`;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) =>
  t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const newest = async () =>
  (
    await api.get(`${apiPaths.familyHistory(familyId())}?pageSize=1`, w.tokens.admin)
  ).json<ChangePage>().items[0]!;
const revert = (id: number) =>
  api.post(apiPaths.revertChange(familyId(), id), undefined, w.tokens.admin);

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
