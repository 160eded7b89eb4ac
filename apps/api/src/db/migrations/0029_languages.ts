import type { Kysely } from 'kysely';

/**
 * The languages (issue 31): a family's own language, the default of its site for visitors who
 * have not chosen one, and the language a user chose, which follows them to every browser.
 * Null: none chosen (the browser's languages decide).
 */
export function languagesMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('families').addColumn('language', 'text').execute();
      await db.schema.alterTable('users').addColumn('language', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('language').execute();
      await db.schema.alterTable('families').dropColumn('language').execute();
    },
  };
}
