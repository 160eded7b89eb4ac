import type { Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Login throttling keeps one counter row per (scope, email, address) pair and per (scope, address),
 * updated by compare-and-set, instead of one row per attempt: a burst of parallel guesses can't all
 * read the same old count, and a failure is only counted once the password has been checked.
 * See docs/decisions/0009-login-throttling.md.
 */
export function loginThrottlesMigration(dialect: Dialect) {
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
      await withId(db, 'login_throttles')
        // 'family' for the family login, 'platform' for /admin: separate counters.
        .addColumn('scope', 'text', (c) => c.notNull())
        // '' on the row that counts all of an address's failures.
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure_at', 'text', (c) => c.notNull())
        .addColumn('blocked_until', 'text', (c) => c.notNull())
        .addUniqueConstraint('login_throttles_key', ['scope', 'email', 'ip'])
        .execute();
      await db.schema
        .createIndex('login_throttles_last_failure')
        .on('login_throttles')
        .column('last_failure_at')
        .execute();
      await db.schema.dropTable('login_attempts').execute();
    },
    async down(db: AnyDb) {
      await withId(db, 'login_attempts')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_attempts_email')
        .on('login_attempts')
        .columns(['email', 'created_at'])
        .execute();
      await db.schema
        .createIndex('login_attempts_ip')
        .on('login_attempts')
        .columns(['ip', 'created_at'])
        .execute();
      await db.schema.dropTable('login_throttles').execute();
    },
  };
}
