import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, PageContent } from '@familytree/shared';
import { apiPaths } from '@familytree/shared';
import {
  bearer,
  createTestContext,
  pageSection,
  familyWithRoles,
  uploadTestImage,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let adminToken: string;
let otherAdminToken: string;
let branchToken: string;
let home: Menu;
let imageName: string;

const section = pageSection;

const publish = (body: unknown, token?: string, menuId = home.menuId, familyId = family.familyId) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.publishMenu(familyId, menuId),
    payload: body as object,
    headers: token ? bearer(token) : {},
  });

const published = async (menuId = home.menuId) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.pageContent(family.familyId, menuId) })).json<
    PageContent[]
  >();

beforeAll(async () => {
  t = await createTestContext();
  ({ family, other, adminToken, branchToken, otherAdminToken } = await familyWithRoles(
    t.app,
    t.context,
  ));
  const menus = (
    await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) })
  ).json<{ menus: Menu[] }>().menus;
  home = menus.find((m) => m.menuOrder === 1)!;
  imageName = await uploadTestImage(t.app, adminToken, family.domainName);
  // Logins hash passwords: slow on a busy machine.
}, 120_000);
afterAll(() => t.close());

describe('publishing a menu', () => {
  it('replaces the sections in order, gives real ids and marks the menu published', async () => {
    const res = await publish(
      [
        section({ pageContentId: -2, title: 'First', image: imageName }),
        section({ pageContentId: -1, title: 'Second' }),
      ],
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json<PageContent[]>();
    expect(saved.map((s) => s.title)).toEqual(['First', 'Second']);
    expect(saved.every((s) => s.pageContentId > 0)).toBe(true);
    expect(saved[0]).toMatchObject({ image: imageName, imageUrl: apiPaths.image(imageName) });
    expect((await published()).map((s) => s.title)).toEqual(['First', 'Second']);

    const again = await publish(
      [section({ pageContentId: saved[1]!.pageContentId, title: 'Only' })],
      adminToken,
    );
    expect(again.json<PageContent[]>().map((s) => s.title)).toEqual(['Only']);
    expect((await published()).map((s) => s.title)).toEqual(['Only']);

    const menus = (
      await t.app.inject({ method: 'GET', url: apiPaths.menusAll(family.familyId) })
    ).json<Array<Menu & { pageContents: PageContent[] }>>();
    const menu = menus.find((m) => m.menuId === home.menuId)!;
    expect(menu.published).toBe(true);
    expect(menu.pageContents.map((s) => s.title)).toEqual(['Only']);
  });

  it("gives a section's image its size and thumbnails, for the page to keep its space (issue 18)", async () => {
    const res = await publish(
      [
        section({ pageContentId: -1, title: 'Pictured', image: imageName }),
        section({ pageContentId: -2, title: 'Plain' }),
      ],
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    const [pictured, plain] = await published();
    expect(pictured!.imageFile).toEqual({
      name: imageName,
      url: apiPaths.image(imageName),
      width: 8,
      height: 8,
      // A picture narrower than the smallest thumbnail has none.
      thumbnails: [],
    });
    expect(plain).not.toHaveProperty('imageFile');
  });

  it('keeps a draft on the server that visitors do not see until Publish', async () => {
    await publish([section({ title: 'Live' })], adminToken);
    const draft = await t.app.inject({
      method: 'PUT',
      url: apiPaths.saveDraft(family.familyId, home.menuId),
      payload: [section({ title: 'Live' }), section({ title: 'Not yet' })],
      headers: bearer(adminToken),
    });
    expect(draft.statusCode).toBe(200);
    expect((await published()).map((s) => s.title)).toEqual(['Live']);
    const adminView = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.pageContent(family.familyId, home.menuId)}?draft=true`,
      headers: bearer(adminToken),
    });
    expect(adminView.json<PageContent[]>().map((s) => s.title)).toEqual(['Live', 'Not yet']);
    const family1 = (
      await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) })
    ).json<{ menus: Menu[] }>();
    expect(family1.menus.find((m) => m.menuId === home.menuId)!.published).toBe(false);
    // Visitors may not read the draft.
    const visitorDraft = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.pageContent(family.familyId, home.menuId)}?draft=true`,
    });
    expect(visitorDraft.statusCode).toBe(401);
  });

  it('sanitizes hostile rich text in content and image description', async () => {
    const res = await publish(
      [
        section({
          content:
            '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><a href="https://example.org">ok</a></p>',
          imageDescription:
            '<p style="color: red; position: fixed">cap<iframe src="https://evil.example"></iframe></p>',
        }),
      ],
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    const [saved] = await published();
    for (const bad of [
      'script',
      'onclick',
      'javascript:',
      'onerror',
      '<img',
      'iframe',
      'position',
    ]) {
      expect(saved!.content + saved!.imageDescription).not.toContain(bad);
    }
    expect(saved!.content).toContain('href="https://example.org"');
    expect(saved!.imageDescription).toContain('color:red');
  });
});

describe('publishing refusals change nothing', () => {
  const before = async () => (await published()).map((s) => s.title);

  it.each([
    ['a title over 100 characters', [section({ title: 'x'.repeat(101) })], '0.title'],
    ['an unknown title size', [section({ titleClass: 'huge' as never })], '0.titleClass'],
    ['an unknown image position', [section({ imagePosition: 'left' as never })], '0.imagePosition'],
    [
      'an image description over 1024 characters',
      [section({ imageDescription: `<p>${'a'.repeat(1025)}</p>` })],
      '0.imageDescription',
    ],
    ['an image that is not a stored name', [section({ image: '../../etc/passwd' })], '0.image'],
    ['a body that is not a list', { title: 'x' }, '_'],
  ])('refuses %s (400)', async (_label, body, field) => {
    const titles = await before();
    const res = await publish(body, adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty([field]);
    expect(await before()).toEqual(titles);
  });

  it('uses the spec message for a long image description', async () => {
    const res = await publish([section({ imageDescription: 'a'.repeat(1025) })], adminToken);
    expect(res.json()).toMatchObject({
      message: 'Maximum characters allowed in Image Description is 1024',
    });
  });

  it('counts text, not markup, in the image description', async () => {
    const res = await publish(
      [section({ imageDescription: `<p><strong>${'a'.repeat(1000)}</strong></p>` })],
      adminToken,
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses an image uploaded to another family', async () => {
    const foreign = await uploadTestImage(t.app, otherAdminToken, other.domainName);
    const res = await publish([section({ image: foreign })], adminToken);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a visitor (401), a branch admin and another family admin (403)', async () => {
    const titles = await before();
    expect((await publish([section({ title: 'Hacked' })])).statusCode).toBe(401);
    expect((await publish([section({ title: 'Hacked' })], branchToken)).statusCode).toBe(403);
    expect((await publish([section({ title: 'Hacked' })], otherAdminToken)).statusCode).toBe(403);
    // Another family's menu id under this family's id is unknown here.
    const otherMenus = (
      await t.app.inject({ method: 'GET', url: apiPaths.family(other.domainName) })
    ).json<{ menus: Menu[] }>().menus;
    expect((await publish([section()], adminToken, otherMenus[0]!.menuId)).statusCode).toBe(404);
    expect(await before()).toEqual(titles);
  });
});

describe('renaming a menu', () => {
  const rename = (body: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.renameMenu(family.familyId),
      payload: body as object,
      headers: token ? bearer(token) : {},
    });

  it('renames and enables a menu', async () => {
    const page2 = (await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) }))
      .json<{ menus: Menu[] }>()
      .menus.find((m) => m.menuOrder === 2)!;
    const res = await rename(
      { menuId: page2.menuId, menuName: 'Our Story', enabled: true },
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      menuId: page2.menuId,
      menuName: 'Our Story',
      enabled: true,
    });
  });

  it('refuses names over 30 characters or empty, and non-admins', async () => {
    expect(
      (await rename({ menuId: home.menuId, menuName: 'x'.repeat(31) }, adminToken)).statusCode,
    ).toBe(400);
    expect((await rename({ menuId: home.menuId, menuName: '  ' }, adminToken)).statusCode).toBe(
      400,
    );
    expect((await rename({ menuId: home.menuId, menuName: 'Mine' })).statusCode).toBe(401);
    expect((await rename({ menuId: home.menuId, menuName: 'Mine' }, branchToken)).statusCode).toBe(
      403,
    );
    expect(
      (await rename({ menuId: home.menuId, menuName: 'Mine' }, otherAdminToken)).statusCode,
    ).toBe(403);
    const menus = (
      await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) })
    ).json<{ menus: Menu[] }>().menus;
    expect(menus.find((m) => m.menuId === home.menuId)!.menuName).toBe('Home');
  });
});
