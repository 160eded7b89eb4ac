import { sql, type Kysely } from 'kysely';
import type { Db, Dialect } from '../../infra/database.js';
import { insertSitePages } from '../../modules/site/site-pages.repository.js';

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
      for (const family of families) await insertSitePages(db as Db, family.id as number);
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
