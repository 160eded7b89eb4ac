import {
  apiPaths,
  newsFeedContract,
  pathOf,
  publishMenuContract,
  type Menu,
  type NewsFeed,
  type NewsItem,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// The automatic entries of the feed: persons added and photos uploaded (by day), pages published.

let t: TestContext;
let family: TestFamily;
let adminToken: string;

const host = () => ({ host: `${family.domainName}.localhost` });

async function rawFeed(): Promise<{ body: string; feed: NewsFeed }> {
  const res = await t.app.inject({
    method: 'GET',
    url: pathOf(newsFeedContract, { familyId: family.familyId }),
    headers: host(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, feed: res.json<NewsFeed>() };
}

async function addPerson(firstName: string, createdAt: string) {
  await t.context.db
    .insertInto('persons')
    .values({
      family_id: family.familyId,
      first_name: firstName,
      last_name: 'Feedson',
      gender: 'F',
      date_of_birth: '2015-03-04',
      place_of_birth: 'Secretville',
      search_name: `${firstName.toLowerCase()} feedson`,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

async function addImage(createdAt: string) {
  await t.context.db
    .insertInto('images')
    .values({
      family_id: family.familyId,
      name: `${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}.webp`,
      size: 1,
      content_type: 'image/webp',
      uploaded_by: null,
      created_at: createdAt,
    })
    .execute();
}

const ofKind = <K extends NewsItem['kind']>(feed: NewsFeed, kind: K) =>
  feed.items.filter((i): i is Extract<NewsItem, { kind: K }> => i.kind === kind);

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  adminToken = await login(t.app, family.admin.email, family.admin.password);
  for (const [name, at] of [
    ['Ada', '2024-05-01T09:00:00.000Z'],
    ['Bea', '2024-05-01T10:00:00.000Z'],
    ['Cid', '2024-05-03T08:00:00.000Z'],
  ] as const)
    await addPerson(name, at);
  await addImage('2024-05-02T12:00:00.000Z');
  await addImage('2024-05-02T13:00:00.000Z');
  // Logins hash passwords: slow on a busy machine.
}, 120_000);
afterAll(() => t?.close());

describe('the automatic news feed', () => {
  it('groups persons added by day, names only, and never sends their birth date or place', async () => {
    const { body, feed } = await rawFeed();
    const days = ofKind(feed, 'persons');
    expect(days.map((d) => [d.day, d.count, d.persons.map((p) => p.name)])).toEqual([
      ['2024-05-03', 1, ['Cid Feedson']],
      ['2024-05-01', 2, ['Bea Feedson', 'Ada Feedson']],
    ]);
    expect(days[1]!.at).toBe('2024-05-01T10:00:00.000Z');
    for (const secret of ['2015', 'Secretville', 'dateOfBirth', 'placeOfBirth'])
      expect(body).not.toContain(secret);
  });

  it('counts photos uploaded by day', async () => {
    const { feed } = await rawFeed();
    expect(ofKind(feed, 'photos').map((d) => [d.day, d.count])).toEqual([['2024-05-02', 2]]);
  });

  it('lists a page once it is published, with its name and path, newest first', async () => {
    const menus = (
      await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) })
    ).json<{ menus: Menu[] }>().menus;
    const home = menus.find((m) => m.menuOrder === 1)!;
    const before = await rawFeed();
    expect(ofKind(before.feed, 'page')).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(publishMenuContract, { familyId: family.familyId, menuId: home.menuId }),
      payload: [
        {
          title: 'Hello',
          titleClass: 'timeline-heading-Large',
          imagePosition: 'timeline-view-image-center',
          content: '<p>Hi</p>',
        },
      ],
      headers: { ...host(), ...bearer(adminToken) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { feed } = await rawFeed();
    expect(feed.items[0]).toMatchObject({
      kind: 'page',
      menuId: home.menuId,
      menuName: home.menuName,
      path: '/page1',
    });
    // Then the older entries, newest first.
    expect(feed.items.slice(1).map((i) => i.at)).toEqual([
      '2024-05-03T08:00:00.000Z',
      '2024-05-02T13:00:00.000Z',
      '2024-05-01T10:00:00.000Z',
    ]);
  });
});
