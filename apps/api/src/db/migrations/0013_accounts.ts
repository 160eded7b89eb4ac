import type { Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Accounts people run themselves (issue 17, docs/decisions/0022-accounts-and-members.md):
 * - sessions remember the browser (user agent) and their last use, for the "My account" list;
 * - password-reset links, stored as keyed hashes like every other token, single-use, one hour;
 * - a MEMBER membership names the person it belongs to (null for the admin roles).
 */
export function accountsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const withId = (db: AnyDb, name: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema
          .createTable(name)
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
      await db.schema.alterTable('memberships').addColumn('person_id', 'integer').execute();
      await withId(db, 'password_resets')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .column('user_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('password_resets').execute();
      await db.schema.alterTable('memberships').dropColumn('person_id').execute();
      await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
      await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
    },
  };
}
