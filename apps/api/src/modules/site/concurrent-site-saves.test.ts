import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { apiPaths, type Menu, type PageContent } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testDialect,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 28 item 3, for the site's versioned writes (docs/decisions/0023): N drafts, publishes or
// renames of one menu sent at once with the same If-Match. Exactly one is saved; the others are 409
// naming who changed it, and what was answered 200 is what is stored.

const parallel = 12;
let t: TestContext;
let family: TestFamily;
let token: string;
let menuId: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
  const menus = await t.app.inject({
    method: 'GET',
    url: apiPaths.menusAll(family.familyId),
    headers: bearer(token),
  });
  menuId = menus.json<Menu[]>()[1]!.menuId;
}, 60_000);
afterAll(() => t?.close());

const section = (title: string) => ({
  title,
  titleClass: 'timeline-heading-medium',
  image: null,
  imageDescription: '',
  imagePosition: 'timeline-view-image-left',
  content: `<p>${title}</p>`,
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

const draft = async () => {
  const res = await get(`${apiPaths.pageContent(family.familyId, menuId)}?draft=true`);
  return { etag: String(res.headers.etag), title: res.json<PageContent[]>()[0]?.title };
};
const published = async () =>
  (await get(apiPaths.pageContent(family.familyId, menuId))).json<PageContent[]>()[0]?.title;
const menuName = async () => {
  const menus = (await get(`${apiPaths.menusAll(family.familyId)}?draft=true`)).json<
    (Menu & { nameVersion?: number })[]
  >();
  const menu = menus.find((m) => m.menuId === menuId)!;
  return { etag: `"${menu.nameVersion}"`, name: menu.menuName };
};

const withIfMatch = (ifMatch: string) => ({ ...bearer(token), 'if-match': ifMatch });

/** Exactly one 200, the others 409 naming the admin: answers the index of the one saved. */
function theOneSaved(answers: LightMyRequestResponse[]): number {
  const statuses = answers.map((r) => r.statusCode);
  const winners = statuses.flatMap((s, i) => (s === 200 ? [i] : []));
  expect(winners, statuses.join(',')).toHaveLength(1);
  for (const loser of answers.filter((r) => r.statusCode !== 200)) {
    expect(loser.statusCode, loser.body).toBe(409);
    expect(loser.json<{ message: string }>().message).toMatch(
      new RegExp(`^${family.admin.firstName}.* after you opened it`),
    );
  }
  return winners[0]!;
}

describe(`${parallel} site saves of one menu at once, with the same If-Match (${testDialect})`, () => {
  it('draft saves: exactly one is saved', async () => {
    for (let round = 0; round < 2; round++) {
      const { etag } = await draft();
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          t.app.inject({
            method: 'PUT',
            url: apiPaths.saveDraft(family.familyId, menuId),
            headers: withIfMatch(etag),
            payload: [section(`Draft ${round}-${i}`)],
          }),
        ),
      );
      const winner = theOneSaved(answers);
      expect((await draft()).title).toBe(`Draft ${round}-${winner}`);
    }
  });

  it('publishes: exactly one is saved', async () => {
    for (let round = 0; round < 2; round++) {
      const { etag } = await draft();
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: apiPaths.publishMenu(family.familyId, menuId),
            headers: withIfMatch(etag),
            payload: [section(`Published ${round}-${i}`)],
          }),
        ),
      );
      const winner = theOneSaved(answers);
      expect(await published()).toBe(`Published ${round}-${winner}`);
    }
  });

  it('renames: exactly one is saved', async () => {
    for (let round = 0; round < 2; round++) {
      const { etag } = await menuName();
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: apiPaths.renameMenu(family.familyId),
            headers: withIfMatch(etag),
            payload: { menuId, menuName: `Name ${round}-${i}`, enabled: true },
          }),
        ),
      );
      const winner = theOneSaved(answers);
      expect((await menuName()).name).toBe(`Name ${round}-${winner}`);
    }
  });
});
