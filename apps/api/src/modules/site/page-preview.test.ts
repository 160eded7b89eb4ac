import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, PageContentInput } from '@familytree/shared';
import { apiPaths, pathOf, saveFamilySettingsContract } from '@familytree/shared';
import {
  bearer,
  createTestContext,
  pageSection,
  familyWithRoles,
  uploadTestImage,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// A home page's first section is in its HTML, with its image asked for at once (issue 18,
// decision 0024): the largest paint of the page before any script has run.

let t: TestContext;
let dist: string;
let family: TestFamily;
let adminToken: string;
let home: Menu;
let imageName: string;

const section = pageSection;

const publish = async (sections: PageContentInput[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.publishMenu(family.familyId, home.menuId),
    payload: sections,
    headers: bearer(adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
};

const renameHome = async (menuName: string, enabled: boolean) => {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.renameMenu(family.familyId),
    payload: { menuId: home.menuId, menuName, enabled },
    headers: bearer(adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
};

const page = (url: string, host = `${family.domainName}.localhost`) =>
  t.app.inject({ method: 'GET', url, headers: { host } });

const imagePreload = (body: string) => /<link rel="preload" as="image"[^>]*>/.exec(body)?.[0];

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ft-web-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>Family Tree</title></head><body><div id="root"></div></body>',
  );
  t = await createTestContext({}, { webDistDir: dist });
  ({ family, adminToken } = await familyWithRoles(t.app, t.context));
  const menus = (await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) }))
    .json<{ menus: Menu[] }>()
    .menus.sort((a, b) => a.menuOrder - b.menuOrder);
  home = menus.find((m) => m.enabled && m.menuOrder <= 3)!;
  imageName = await uploadTestImage(t.app, adminToken, family.domainName);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("a menu page's first section in the page's HTML", () => {
  it('asks for the first image with the page, with the srcset the app uses, and draws it', async () => {
    await publish([section({ title: 'Welcome', image: imageName }), section({ title: 'Later' })]);
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const preload = imagePreload(res.body);
    expect(preload).toContain(`href="${apiPaths.image(imageName)}"`);
    expect(preload).toContain('fetchpriority="high"');
    const sections = await t.app.inject({
      method: 'GET',
      url: apiPaths.pageContent(family.familyId, home.menuId),
    });
    // The preload's choice of file is the app's: the same srcset and sizes as SectionView.
    const [first] = sections.json<Array<{ imageFile?: { thumbnails: unknown[] } }>>();
    if (first?.imageFile?.thumbnails.length) expect(preload).toContain('imagesrcset="');
    expect(res.body).toContain(
      `<link rel="preload" href="${apiPaths.pageContent(family.familyId, home.menuId)}" as="fetch" crossorigin>`,
    );
    expect(res.body).toContain(`<h1>${home.menuName}</h1><h2>Welcome</h2><img src="`);
    expect(res.body).not.toContain('Later');
    for (const url of ['/home', `/page${home.menuOrder}`]) {
      expect(imagePreload((await page(url)).body), url).toBe(preload);
    }
  });

  it('follows a publish and a menu switched off at once, with a new ETag', async () => {
    await publish([section({ title: 'Before', image: imageName })]);
    const before = await page('/');
    await publish([section({ title: 'After', titleClass: 'timeline-heading-medium' })]);
    const after = await page('/');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('<h2 class="fp-medium">After</h2></main>');
    expect(imagePreload(after.body)).toBeUndefined();
    await renameHome(home.menuName, false);
    const without = await page('/');
    expect(without.body).not.toContain('<main');
    expect(without.body).not.toContain('/pageContent');
    await renameHome(home.menuName, true);
  });

  it('draws no section and asks for no image on other pages, nor on the main site', async () => {
    await publish([section({ title: 'Welcome', image: imageName })]);
    const tree = await page('/familytree');
    expect(tree.body).toContain('<div class="fp-cover"><p>');
    expect(tree.body).not.toContain('<main');
    expect(imagePreload(tree.body)).toBeUndefined();
    const member = await page('/members/1/profile');
    expect(member.body).not.toContain('<div class="fp-cover"');
    const main = await page('/', 'localhost');
    expect(main.body).toContain('<div id="root"></div>');
    expect(imagePreload(main.body)).toBeUndefined();
  });

  it('escapes a hostile section title and menu name', async () => {
    const hostile = `"><script>alert(1)</script>$&$'`;
    await publish([section({ title: hostile, image: imageName })]);
    await renameHome('<img src=x onerror=alert(1)>', true);
    const res = await page('/');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(res.body).toContain(
      `<h2>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;$&amp;$&#39;</h2>`,
    );
    expect(res.body).toContain('alt="Image: &quot;&gt;&lt;script&gt;');
  });

  it("writes the image's text in the request's language, a page and an ETag per language", async () => {
    await publish([section({ title: 'Welcome', image: imageName })]);
    const inLanguage = (url: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { host: `${family.domainName}.localhost`, ...headers },
      });
    const english = await page('/');
    expect(english.body).toContain('alt="Image: Welcome"');
    expect(english.headers.vary).toContain('Accept-Language');
    const german = await inLanguage('/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.body).toContain('alt="Bild: Welcome"');
    expect(german.headers.etag).not.toBe(english.headers.etag);
    expect((await inLanguage('/?lang=de', {})).body).toContain('alt="Bild: Welcome"');
    const malayalam = await inLanguage('/?lang=ml', { 'accept-language': 'de' });
    expect(malayalam.body).toContain('alt="ചിത്രം: Welcome"');
    // A browser revalidating the English page in another language gets the other page, not 304.
    const revalidated = await inLanguage('/', {
      'accept-language': 'ml',
      'if-none-match': english.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toContain('alt="ചിത്രം: Welcome"');
    await publish([section({ title: '', image: imageName })]);
    expect((await page('/')).body).toContain('alt="Section image"');
    expect((await inLanguage('/', { 'accept-language': 'ml' })).body).toContain(
      'alt="വിഭാഗത്തിന്റെ ചിത്രം"',
    );
  });

  it("draws no section of a members-only family's page for anyone (the HTML is the same for all)", async () => {
    await publish([section({ title: 'Private news', image: imageName })]);
    const settings = (membersOnly: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: pathOf(saveFamilySettingsContract, { familyId: family.familyId }),
        payload: { visitorDates: 'FULL', membersOnly },
        headers: bearer(adminToken),
      });
    expect((await settings(true)).statusCode).toBe(200);
    try {
      const res = await page('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Private news');
      expect(res.body).not.toContain('<main');
      expect(imagePreload(res.body)).toBeUndefined();
    } finally {
      expect((await settings(false)).statusCode).toBe(200);
    }
    expect((await page('/')).body).toContain('<h2>Private news</h2>');
  });
});
