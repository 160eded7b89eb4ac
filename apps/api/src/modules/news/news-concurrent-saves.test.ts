import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNewsPostContract,
  newsFeedContract,
  pathOf,
  updateNewsPostContract,
  type NewsFeed,
  type NewsPost,
} from '@familytree/shared';
import {
  atOnce,
  bearer,
  createFamily,
  createTestContext,
  ifMatchHeader,
  login,
  namesOnly,
  parallelSaves,
  refusedUnchanged,
  snapshotTables,
  staleBy,
  testDialect,
  testPassword,
  theOneSaved,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 28 item 3, for news posts (docs/decisions/0023): two admins who opened the same post and
// both saved lost the first save (last writer won). A post's version is the id of its newest
// history record; an edit or delete may send it as If-Match. Of N edits sent at once from one read
// exactly one is saved; the others are 409 naming who changed it, and nothing else is written.

let t: TestContext;
let family: TestFamily;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
}, 60_000);
afterAll(() => t?.close());

const headers = (ifMatch?: string) => ({
  host: `${family.domainName}.localhost`,
  ...bearer(token),
  ...ifMatchHeader(ifMatch),
});

const postUrl = (newsId: number) =>
  pathOf(updateNewsPostContract, { familyId: family.familyId, newsId });

async function newPost(title: string): Promise<NewsPost> {
  const res = await t.app.inject({
    method: 'POST',
    url: pathOf(createNewsPostContract, { familyId: family.familyId }),
    headers: headers(),
    payload: { title, content: '' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<NewsPost>();
}

/** The post as the feed shows it, with its version. */
async function read(newsId: number): Promise<NewsPost & { version?: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: pathOf(newsFeedContract, { familyId: family.familyId }),
    headers: headers(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const item = res
    .json<NewsFeed>()
    .items.find((i) => i.kind === 'post' && i.post.newsId === newsId);
  if (item?.kind !== 'post') throw new Error(`post ${newsId} is not in the feed`);
  return item.post;
}

const edit = (newsId: number, title: string, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: postUrl(newsId),
    headers: headers(ifMatch),
    payload: { title, content: `<p>${title}</p>`, image: null },
  });
const remove = (newsId: number, ifMatch?: string) =>
  t.app.inject({ method: 'DELETE', url: postUrl(newsId), headers: headers(ifMatch) });

describe(`${parallelSaves} edits of one news post at once, with the same If-Match (${testDialect})`, () => {
  it('exactly one is saved, and it is the one answered 200', async () => {
    const { newsId } = await newPost('Concurrent');
    for (let round = 0; round < 2; round++) {
      const { version } = await read(newsId);
      const answers = await atOnce((i) => edit(newsId, `Edit ${round}-${i}`, `"${version}"`));
      const winner = theOneSaved(answers, family.admin.firstName);
      expect((await read(newsId)).title).toBe(`Edit ${round}-${winner}`);
    }
  });
});

describe(`news post versions (${testDialect})`, () => {
  it('the feed carries each post version; an edit changes it and answers it as ETag', async () => {
    const { newsId } = await newPost('Versioned');
    const before = (await read(newsId)).version;
    expect(before).toBeGreaterThan(0);
    const res = await edit(newsId, 'Versioned again', `"${before}"`);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await read(newsId)).version;
    expect(after).toBeGreaterThan(before!);
    expect(res.headers.etag).toBe(`"${after}"`);
    expect(res.json<NewsPost & { version: number }>().version).toBe(after);
  });

  it('an edit without If-Match still saves (clients that know no versions)', async () => {
    const { newsId } = await newPost('No version');
    const res = await edit(newsId, 'Saved anyway');
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(newsId)).title).toBe('Saved anyway');
  });

  it('a stale If-Match on edit and on delete is 409 naming who changed it; nothing changes', async () => {
    const { newsId } = await newPost('Stale');
    const opened = (await read(newsId)).version;
    expect((await edit(newsId, 'Someone else', `"${opened}"`)).statusCode).toBe(200);
    await refusedUnchanged(
      t.context.db,
      409,
      [() => edit(newsId, 'Mine', `"${opened}"`), () => remove(newsId, `"${opened}"`)],
      (res) =>
        expect(res.json<{ message: string }>().message).toMatch(staleBy(family.admin.firstName)),
    );
    expect((await read(newsId)).title).toBe('Someone else');
  });

  it('a delete with the current If-Match deletes', async () => {
    const { newsId } = await newPost('Going');
    const { version } = await read(newsId);
    expect((await remove(newsId, `"${version}"`)).statusCode).toBe(204);
    await expect(read(newsId)).rejects.toThrow('is not in the feed');
  });

  it('a malformed If-Match is 400 naming If-Match; a version newer than any is 400 naming version', async () => {
    const { newsId } = await newPost('Malformed');
    await refusedUnchanged(
      t.context.db,
      400,
      [() => edit(newsId, 'Nope', 'yesterday'), () => remove(newsId, 'yesterday')],
      namesOnly('If-Match'),
    );
    await refusedUnchanged(
      t.context.db,
      400,
      [() => edit(newsId, 'Nope', '"999999999"'), () => remove(newsId, '"999999999"')],
      namesOnly('version'),
    );
  });

  it("an If-Match on another family's post is 404: their history is never named", async () => {
    const other = await createFamily(t.context);
    const otherToken = await login(t.app, other.admin.email, testPassword);
    const theirs = await t.app.inject({
      method: 'POST',
      url: pathOf(createNewsPostContract, { familyId: other.familyId }),
      headers: { host: `${other.domainName}.localhost`, ...bearer(otherToken) },
      payload: { title: 'Theirs' },
    });
    const { newsId } = theirs.json<NewsPost>();
    const before = await snapshotTables(t.context.db);
    for (const res of [await edit(newsId, 'Mine now', '"1"'), await remove(newsId, '"1"')]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(other.admin.firstName);
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});
