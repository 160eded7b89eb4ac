import {
  apiPaths,
  createNewsPostContract,
  deleteNewsPostContract,
  newsFeedContract,
  pathOf,
  updateNewsPostContract,
  type NewsFeed,
  type NewsPost,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  familyWithRoles,
  login,
  uploadTestImage,
  snapshotTables,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let adminToken: string;
let branchToken: string;
let otherAdminToken: string;
let imageName: string;
let foreignImage: string;

const host = (f: TestFamily) => ({ host: `${f.domainName}.localhost` });
const feedUrl = (f: TestFamily, page?: number) =>
  `${pathOf(newsFeedContract, { familyId: f.familyId })}${page ? `?page=${page}` : ''}`;
const postsUrl = (f: TestFamily) => pathOf(createNewsPostContract, { familyId: f.familyId });
const postUrl = (f: TestFamily, newsId: number) =>
  pathOf(updateNewsPostContract, { familyId: f.familyId, newsId });

const write = (body: unknown, token?: string, f: TestFamily = family) =>
  t.app.inject({
    method: 'POST',
    url: postsUrl(f),
    payload: body as object,
    headers: { ...host(f), ...(token ? bearer(token) : {}) },
  });

const feed = async (f: TestFamily = family, page?: number) => {
  const res = await t.app.inject({ method: 'GET', url: feedUrl(f, page), headers: host(f) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NewsFeed>();
};
const postsInFeed = async () =>
  (await feed()).items.flatMap((i) => (i.kind === 'post' ? [i.post.title] : []));

beforeAll(async () => {
  t = await createTestContext();
  ({ family, other, adminToken, branchToken, otherAdminToken } = await familyWithRoles(
    t.app,
    t.context,
  ));
  imageName = await uploadTestImage(t.app, adminToken, family.domainName);
  foreignImage = await uploadTestImage(t.app, otherAdminToken, other.domainName);
  // Logins hash passwords: slow on a busy machine.
}, 120_000);
afterAll(() => t?.close());

describe('news posts', () => {
  it('a family admin writes a post with rich text and an image; visitors see it', async () => {
    const res = await write(
      {
        title: '  Reunion in June  ',
        content: '<p onclick="x()">See you <strong>there</strong><script>alert(1)</script></p>',
        image: imageName,
      },
      adminToken,
    );
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<NewsPost>();
    expect(post).toMatchObject({
      title: 'Reunion in June',
      image: imageName,
      imageUrl: apiPaths.image(imageName),
      author: `${family.admin.firstName} ${family.admin.lastName}`,
    });
    expect(post.content).toBe('<p>See you <strong>there</strong></p>');
    const first = (await feed()).items[0]!;
    expect(first).toMatchObject({ kind: 'post', post: { newsId: post.newsId } });
  });

  it('a family admin edits and deletes a post', async () => {
    const created = (
      await write({ title: 'Draft title', content: '' }, adminToken)
    ).json<NewsPost>();
    const edited = await t.app.inject({
      method: 'PUT',
      url: postUrl(family, created.newsId),
      payload: { title: 'Final title', content: '<p>Done</p>', image: null },
      headers: { ...host(family), ...bearer(adminToken) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<NewsPost>()).toMatchObject({ title: 'Final title', content: '<p>Done</p>' });
    expect(await postsInFeed()).toContain('Final title');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: pathOf(deleteNewsPostContract, { familyId: family.familyId, newsId: created.newsId }),
      headers: { ...host(family), ...bearer(adminToken) },
    });
    expect(removed.statusCode).toBe(204);
    expect(await postsInFeed()).not.toContain('Final title');
  });

  it('pages the feed newest first, ten a page', async () => {
    const f = await createFamily(t.context);
    const token = await login(t.app, f.admin.email, f.admin.password);
    for (let i = 1; i <= 12; i++) {
      const res = await write({ title: `Post ${i}` }, token, f);
      expect(res.statusCode).toBe(201);
    }
    const one = await feed(f, 1);
    const two = await feed(f, 2);
    const titles = (p: NewsFeed) =>
      p.items.flatMap((i) => (i.kind === 'post' ? [i.post.title] : []));
    expect(one.items).toHaveLength(10);
    expect(one.hasMore).toBe(true);
    expect(titles(one)[0]).toBe('Post 12');
    expect(two.hasMore).toBe(false);
    // The family's own creation adds no person, photo or page entry: 12 posts in all, no overlap.
    expect(new Set([...titles(one), ...titles(two)]).size).toBe(12);
    expect(titles(two).at(-1)).toBe('Post 1');
    // Twelve writes and a login: slow on a busy machine.
  }, 60_000);
});

describe('news refusals change nothing', () => {
  let existing: NewsPost;
  beforeAll(async () => {
    existing = (
      await write({ title: 'Kept', content: '<p>Kept</p>' }, adminToken)
    ).json<NewsPost>();
  });

  const calls = () => [
    { method: 'POST' as const, url: postsUrl(family), payload: { title: 'New' } },
    {
      method: 'PUT' as const,
      url: postUrl(family, existing.newsId),
      payload: { title: 'Changed' },
    },
    { method: 'DELETE' as const, url: postUrl(family, existing.newsId), payload: undefined },
  ];

  it.each([
    ['a visitor', () => undefined, 401],
    ['a branch admin', () => branchToken, 403],
    ["another family's admin", () => otherAdminToken, 403],
  ])('refuses %s', async (_who, token, status) => {
    const before = await snapshotTables(t.context.db);
    for (const call of calls()) {
      const tokenNow = token();
      const res = await t.app.inject({
        ...call,
        headers: { ...host(family), ...(tokenNow ? bearer(tokenNow) : {}) },
      });
      expect(res.statusCode, `${call.method} ${res.body}`).toBe(status);
      if (status === 403)
        expect(res.json().message).toBe('Only a family admin can write the family news.');
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  // Bodies are functions: the foreign image's name exists only once beforeAll has run.
  it.each([
    ['no title', () => ({ content: '<p>x</p>' }), 'title', 'Title is required'],
    ['a blank title', () => ({ title: '   ' }), 'title', 'Title is required'],
    [
      'a title over 150 characters',
      () => ({ title: 'x'.repeat(151) }),
      'title',
      'Title must be at most 150 characters',
    ],
    [
      'an image that is no stored name',
      () => ({ title: 'x', image: '../etc/passwd' }),
      'image',
      'Use an image uploaded to this family',
    ],
    [
      "another family's image",
      () => ({ title: 'x', image: foreignImage }),
      'image',
      'Use an image uploaded to this family',
    ],
    [
      'an unknown field',
      () => ({ title: 'x', date: '2020-01-01' }),
      'date',
      'This field is not part of this request.',
    ],
  ])('refuses %s (400) on create and edit', async (_label, body, field, message) => {
    const before = await snapshotTables(t.context.db);
    for (const call of calls().slice(0, 2)) {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        payload: body(),
        headers: { ...host(family), ...bearer(adminToken) },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it('answers 404 for an unknown post and for a post of another family', async () => {
    const foreign = (await write({ title: 'Theirs' }, otherAdminToken, other)).json<NewsPost>();
    const before = await snapshotTables(t.context.db);
    for (const newsId of [999_999, foreign.newsId]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: postUrl(family, newsId),
          payload: method === 'PUT' ? { title: 'Mine now' } : undefined,
          headers: { ...host(family), ...bearer(adminToken) },
        });
        expect(res.statusCode, `${method} ${newsId}`).toBe(404);
      }
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it.each([['0'], ['101'], ['two']])('refuses the feed page %s (400)', async (page) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${feedUrl(family)}?page=${page}`,
      headers: host(family),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('page');
  });
});
