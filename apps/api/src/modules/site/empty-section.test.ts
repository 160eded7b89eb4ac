import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, PageContent } from '@familytree/shared';
import { apiPaths, messages } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  pageSection,
  login,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 17: a section with no title, no image and no content published as a blank gap.

let t: TestContext;
let family: TestFamily;
let adminToken: string;
let home: Menu;

const section = pageSection;

const send = (method: 'POST' | 'PUT', url: string, body: unknown) =>
  t.app.inject({ method, url, payload: body as object, headers: bearer(adminToken) });

const drafts = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${apiPaths.pageContent(family.familyId, home.menuId)}?draft=true`,
      headers: bearer(adminToken),
    })
  ).json<PageContent[]>();

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  adminToken = await login(t.app, family.admin.email, family.admin.password);
  const menus = (
    await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) })
  ).json<{ menus: Menu[] }>().menus;
  home = menus.find((m) => m.menuOrder === 1)!;
});
afterAll(() => t.close());

describe('an empty page section', () => {
  it.each([
    ['nothing at all', { title: '', content: '' }],
    ['blank markup from the editor', { title: '   ', content: '<p><br></p><p>&nbsp;</p>' }],
  ])('is refused on publish and on draft save (%s), naming the section', async (_, blank) => {
    await send('POST', apiPaths.publishMenu(family.familyId, home.menuId), [section()]);
    const before = await drafts();
    for (const [method, url] of [
      ['POST', apiPaths.publishMenu(family.familyId, home.menuId)],
      ['PUT', apiPaths.saveDraft(family.familyId, home.menuId)],
    ] as const) {
      const res = await send(method, url, [
        section({ title: 'Kept' }),
        section({ pageContentId: -2, ...blank }),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: messages.content.emptySection,
        fields: { '1.title': messages.content.emptySection },
      });
    }
    expect(await drafts()).toEqual(before);
  });

  it('is accepted when it has only a title, or only content', async () => {
    for (const filled of [
      { title: 'Just a title', content: '' },
      { title: '', content: '<p>Just text</p>' },
    ]) {
      const res = await send('PUT', apiPaths.saveDraft(family.familyId, home.menuId), [
        section(filled),
      ]);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
