import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type GalleryGroups, type PageContent } from '@familytree/shared';
import { fileStorageFor } from '../../infra/file-storage.js';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import { seedDemo } from './seed-demo.js';

/**
 * The demo's photos (issue 16): with a storage, the seed draws portraits, covers, life-event
 * photos, albums and the home page's pictures, every one stored with its thumbnails like an upload.
 */

let t: TestContext;
let seedMs: number;
let familyId: number;

beforeAll(async () => {
  t = await createTestContext();
  const started = performance.now();
  await seedDemo(t.context.db, 'demo-password-for-tests', fileStorageFor(t.context.config));
  seedMs = performance.now() - started;
  familyId = (
    await t.context.db
      .selectFrom('families')
      .select('id')
      .where('domain_name', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t?.close());

const demoHost = { host: 'demo.localhost' };

describe('the demo photos', () => {
  it('are seeded in a few seconds', () => {
    console.log(`demo seed with photos: ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(20_000);
  });

  it('give most elders a portrait, a cover and an About text, each a stored image', async () => {
    const persons = await t.context.db
      .selectFrom('persons')
      .select(['photo_url', 'cover_photo_url', 'about'])
      .where('family_id', '=', familyId)
      .execute();
    const withPhoto = persons.filter((p) => p.photo_url);
    expect(withPhoto.length).toBeGreaterThan(20);
    expect(persons.filter((p) => p.cover_photo_url).length).toBeGreaterThan(3);
    const files = new Set(readdirSync(path.join(t.context.config.dataDir, 'uploads')));
    for (const p of withPhoto) {
      expect(files.has(p.photo_url!)).toBe(true);
      expect(files.has(p.photo_url!.replace('.jpg', '-w240.webp'))).toBe(true);
    }
  });

  it('fill the gallery: two albums, life events, portraits, covers and the home page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.galleryGroups(familyId)}?by=album`,
      headers: demoHost,
    });
    const groups = res.json<GalleryGroups>().groups.map((g) => [g.title, g.count > 0]);
    expect(groups).toEqual([
      ['The old house', true],
      ['Family reunion 2019', true],
      ['Life events', true],
      ['Profile photos', true],
      ['Cover photos', true],
      ['Website pages', true],
    ]);
  });

  it('put a picture in each section of the published home page', async () => {
    const home = await t.context.db
      .selectFrom('menus')
      .select('id')
      .where('family_id', '=', familyId)
      .where('menu_order', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.pageContent(familyId, home.id),
      headers: demoHost,
    });
    const sections = res.json<PageContent[]>();
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) expect(s.imageUrl).toMatch(/^\/api\/family\/images\//);
  });
});
