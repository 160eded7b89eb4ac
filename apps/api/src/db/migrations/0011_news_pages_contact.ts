import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Issue 16 (docs/decisions/0020-news-pages-contact.md): news posts; when a menu page was last
 * published (for the news feed); the contact form's sends, counted per client address and email;
 * each family's fixed pages (Article, History, Privacy, Terms, Help) as non-configurable menus; and
 * an index so the feed groups a family's persons by the day they were added without a table scan.
 */
export function newsPagesContactMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const withId = (db: AnyDb, name: string) => {
    const table = db.schema.createTable(name);
    return dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('menus').addColumn('published_at', 'text').execute();

      await withId(db, 'news_posts')
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text')
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('news_posts_family_created')
        .on('news_posts')
        .columns(['family_id', 'created_at'])
        .execute();

      await withId(db, 'contact_sends')
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contact_sends_ip')
        .on('contact_sends')
        .columns(['ip', 'created_at'])
        .execute();
      await db.schema
        .createIndex('contact_sends_email')
        .on('contact_sends')
        .columns(['email', 'created_at'])
        .execute();

      await db.schema
        .createIndex('persons_family_created')
        .on('persons')
        .columns(['family_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('images_family_created')
        .on('images')
        .columns(['family_id', 'created_at'])
        .execute();

      const families = await db.selectFrom('families').select('id').execute();
      for (const family of families) await insertFixedPages(db, family.id as number);
    },
    async down(db: AnyDb) {
      await sql`delete from menus where configurable = 0`.execute(db);
      await db.schema.dropIndex('images_family_created').execute();
      await db.schema.dropIndex('persons_family_created').execute();
      await db.schema.dropTable('contact_sends').execute();
      await db.schema.dropTable('news_posts').execute();
      await db.schema.alterTable('menus').dropColumn('published_at').execute();
    },
  };
}

// What follows is a copy of the app's code as it was when this migration was written (commit
// 413439e: site-pages.repository.ts insertSitePages, page-contents.repository.ts replaceSections,
// site-page-defaults.ts and the shared sitePageNames/sitePageOrders). A migration must do the same
// thing whenever it runs, so it does not import the app: later changes of those files must not
// reach it. Do not "fix" these to match the app.

const fixedPages = [
  { slug: 'article', order: 11, name: 'Article' },
  { slug: 'history', order: 12, name: 'History' },
  { slug: 'privacy', order: 13, name: 'Privacy' },
  { slug: 'terms', order: 14, name: 'Terms' },
  { slug: 'help', order: 15, name: 'Help' },
] as const;

const fixedPageDefaults: Record<
  (typeof fixedPages)[number]['slug'],
  Array<{ title: string; content: string }>
> = {
  article: [],
  history: [],
  privacy: [
    {
      title: 'Privacy',
      content:
        '<p>This site is kept by the family admins for the members of our family. It shows the names, relations and the details that each person or an admin chose to share.</p>' +
        '<p>Street addresses, phone numbers and email addresses are shown only to the family and branch admins. If you want a detail about you changed or removed, write to the admins through the <a href="/contact">Contact Us</a> page.</p>' +
        '<p>Messages sent through the contact form reach the family admins by email and are not published.</p>',
    },
  ],
  terms: [
    {
      title: 'Terms',
      content:
        '<p>The texts and photos on this site belong to the family and to the people who shared them. Please ask the family admins before you copy them elsewhere.</p>' +
        '<p>The family admins may correct, move or remove content at any time. Genealogical data can contain mistakes: tell us when you find one.</p>',
    },
  ],
  help: [
    {
      title: 'Help',
      content:
        '<p><strong>Family tree</strong> shows everyone by generation; choose a person to see their parents, spouses and children. <strong>Find Relation</strong> tells how two relatives are connected.</p>' +
        '<p><strong>Members</strong> lists every person with a link to their profile. <strong>News</strong> shows what the admins wrote and what changed lately.</p>' +
        '<p>Admins log in with the Login button to edit the tree, profiles and pages. Anything else? Use <a href="/contact">Contact Us</a>.</p>',
    },
  ],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function insertFixedPages(db: Kysely<any>, familyId: number): Promise<void> {
  for (const page of fixedPages) {
    const defaults = fixedPageDefaults[page.slug];
    const menu = await db
      .insertInto('menus')
      .values({
        family_id: familyId,
        menu_order: page.order,
        menu_name: page.name,
        enabled: 1,
        configurable: 0,
        published: defaults.length > 0 ? 1 : 0,
        published_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (defaults.length === 0) continue;
    for (const version of ['published', 'draft'] as const) {
      await db
        .insertInto('page_contents')
        .values(
          defaults.map((d, index) => ({
            family_id: familyId,
            menu_id: menu.id,
            version,
            position: index + 1,
            title: d.title,
            title_class: 'timeline-heading-Large',
            image: null,
            image_description: '',
            image_position: 'timeline-view-image-center',
            content: d.content,
          })),
        )
        .execute();
    }
  }
}
