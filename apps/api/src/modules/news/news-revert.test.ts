import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  createNewsPostContract,
  pathOf,
  updateNewsPostContract,
  type ChangePage,
  type NewsPost,
} from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

/** Issue 29: a news post's addition, edit and deletion are undone from the history. */

let t: TestContext;
let family: TestFamily;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
}, 60_000);
afterAll(() => t?.close());

const headers = () => ({ host: `${family.domainName}.localhost`, ...bearer(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(), ...(payload ? { payload } : {}) });
const postUrl = (newsId: number) =>
  pathOf(updateNewsPostContract, { familyId: family.familyId, newsId });
const row = (newsId: number) =>
  t.context.db.selectFrom('news_posts').selectAll().where('id', '=', newsId).executeTakeFirst();

async function revertNewest(status = 200) {
  const list = await send('GET', `${apiPaths.familyHistory(family.familyId)}?pageSize=1`);
  const change = list.json<ChangePage>().items[0]!;
  const res = await send('POST', apiPaths.revertChange(family.familyId, change.id));
  expect(res.statusCode, res.body).toBe(status);
  return change;
}

async function newPost(title: string): Promise<NewsPost> {
  const res = await send('POST', pathOf(createNewsPostContract, { familyId: family.familyId }), {
    title,
    content: '<p>Text</p>',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<NewsPost>();
}

describe('reverting news posts', () => {
  it('an addition is deleted, and its revert brings the same post back', async () => {
    const post = await newPost('Born today');
    const stored = await row(post.newsId);
    const added = await revertNewest();
    expect(added).toMatchObject({ action: 'news.add', revertible: true });
    expect(await row(post.newsId)).toBeUndefined();
    await revertNewest();
    expect(await row(post.newsId)).toEqual(stored);
  });

  it('an edit is written back; a deletion comes back with its author and dates', async () => {
    const post = await newPost('Wedding');
    expect(
      (await send('PUT', postUrl(post.newsId), { title: 'Wedding!', content: '' })).statusCode,
    ).toBe(200);
    await revertNewest();
    expect((await row(post.newsId))?.title).toBe('Wedding');
    const stored = await row(post.newsId);
    expect((await send('DELETE', postUrl(post.newsId))).statusCode).toBe(204);
    const deletion = await revertNewest();
    expect(deletion.action).toBe('news.delete');
    expect(deletion.changes.map((c) => c.field)).not.toContain('_row');
    expect(await row(post.newsId)).toEqual(stored);
  });

  it('an addition edited since is refused, naming the edit', async () => {
    const post = await newPost('Reunion');
    const list = await send('GET', `${apiPaths.familyHistory(family.familyId)}?pageSize=1`);
    const addition = list.json<ChangePage>().items[0]!;
    expect(
      (await send('PUT', postUrl(post.newsId), { title: 'Reunion 2', content: '' })).statusCode,
    ).toBe(200);
    const res = await send('POST', apiPaths.revertChange(family.familyId, addition.id));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('changed the same fields later');
    expect((await row(post.newsId))?.title).toBe('Reunion 2');
  });
});
