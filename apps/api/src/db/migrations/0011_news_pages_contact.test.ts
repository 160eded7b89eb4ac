import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateTo } from '../migrate.js';
import { openTestDatabase, type OpenedDatabase } from '../../test-support/test-context.js';

// Migration 0011 gives every family that exists when it runs its five fixed pages. What it writes
// is frozen here as literals (not read from the app's defaults), so a later change of the app's
// page defaults cannot silently change what the migration does.
// The contents are compared by hash: the texts are the defaults of site-page-defaults.ts at commit
// 413439e, copied into the migration.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const expectedMenus = [
  { menu_order: 11, menu_name: 'Article', enabled: 1, configurable: 0, published: 0 },
  { menu_order: 12, menu_name: 'History', enabled: 1, configurable: 0, published: 0 },
  { menu_order: 13, menu_name: 'Privacy', enabled: 1, configurable: 0, published: 1 },
  { menu_order: 14, menu_name: 'Terms', enabled: 1, configurable: 0, published: 1 },
  { menu_order: 15, menu_name: 'Help', enabled: 1, configurable: 0, published: 1 },
];

const section = (menu: string, title: string, content: string, version: string) => ({
  menu,
  version,
  position: 1,
  title,
  title_class: 'timeline-heading-Large',
  image: null,
  image_description: '',
  image_position: 'timeline-view-image-center',
  content,
});
const bothVersions = (menu: string, title: string, content: string) => [
  section(menu, title, content, 'draft'),
  section(menu, title, content, 'published'),
];
const expectedSections = [
  ...bothVersions('Privacy', 'Privacy', 'b5496c2383a31cf7'),
  ...bothVersions('Terms', 'Terms', '12ad0721a608d04c'),
  ...bothVersions('Help', 'Help', 'bebd58abc189a251'),
];

describe('migration 0011 (news, fixed pages, contact)', () => {
  let opened: OpenedDatabase;

  beforeEach(async () => {
    opened = await openTestDatabase();
    await migrateTo(opened.handle, '0010_privacy_events');
  });
  afterEach(async () => {
    await opened.handle.db.destroy();
    await opened.drop();
  });

  async function insertFamily(domain: string): Promise<number> {
    const row = await opened.handle.db
      .insertInto('families')
      .values({ domain_name: domain, name: domain, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function fixedPagesOf(familyId: number) {
    const db = opened.handle.db;
    const menus = await db
      .selectFrom('menus')
      .select(['id', 'menu_order', 'menu_name', 'enabled', 'configurable', 'published'])
      .where('family_id', '=', familyId)
      .orderBy('menu_order')
      .execute();
    const sections = await db
      .selectFrom('page_contents as c')
      .innerJoin('menus as m', 'm.id', 'c.menu_id')
      .select([
        'm.menu_name as menu',
        'c.version',
        'c.position',
        'c.title',
        'c.title_class',
        'c.image',
        'c.image_description',
        'c.image_position',
        'c.content',
      ])
      .where('c.family_id', '=', familyId)
      .orderBy('m.menu_order')
      .orderBy('c.version')
      .orderBy('c.position')
      .execute();
    return {
      menus: menus.map(({ id: _id, ...menu }) => menu),
      sections: sections.map((s) => ({ ...s, content: sha256(s.content) })),
    };
  }

  it("gives each existing family the five fixed pages, with the defaults of the migration's time", async () => {
    const first = await insertFamily('first');
    const second = await insertFamily('second');

    await migrateTo(opened.handle, '0011_news_pages_contact');

    for (const familyId of [first, second]) {
      const pages = await fixedPagesOf(familyId);
      expect(pages.menus).toEqual(expectedMenus);
      expect(pages.sections).toEqual(expectedSections);
    }
  });

  it('takes the fixed pages away again when migrated down', async () => {
    const familyId = await insertFamily('first');
    await migrateTo(opened.handle, '0011_news_pages_contact');

    await migrateTo(opened.handle, '0010_privacy_events');

    expect(await fixedPagesOf(familyId)).toEqual({ menus: [], sections: [] });
  });
});
