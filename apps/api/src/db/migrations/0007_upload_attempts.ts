import type { Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Image uploads counted per user over a short window (media/upload-throttle.ts). The count lives
 * in the database so that the limit holds across several server processes.
 */
export function uploadAttemptsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('upload_attempts');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('upload_attempts_user')
        .on('upload_attempts')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('upload_attempts').execute();
    },
  };
}
