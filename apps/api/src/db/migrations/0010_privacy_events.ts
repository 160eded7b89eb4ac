import type { Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Living-person privacy and family events (issue 16, docs/decisions/0019): each family's visitor
 * setting (what visitors see of living persons' dates: FULL, YEAR or NAMES) and whether its site is
 * for members only; and the events (a reunion) its admins announce.
 */
export function privacyEventsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('families')
        .addColumn('visitor_dates', 'text', (c) => c.notNull().defaultTo('YEAR'))
        .execute();
      await db.schema
        .alterTable('families')
        .addColumn('members_only', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const create = db.schema.createTable('family_events');
      await (
        dialect === 'postgres'
          ? create.addColumn('id', 'serial', (c) => c.primaryKey())
          : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        // An ISO day (YYYY-MM-DD): sorts as text on both databases.
        .addColumn('event_date', 'text', (c) => c.notNull())
        .addColumn('place', 'text')
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('family_events_family_date')
        .on('family_events')
        .columns(['family_id', 'event_date'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('family_events').execute();
      await db.schema.alterTable('families').dropColumn('members_only').execute();
      await db.schema.alterTable('families').dropColumn('visitor_dates').execute();
    },
  };
}
