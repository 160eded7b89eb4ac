import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * 0008 made gedcom_import_jobs.id `text primary key`. PostgreSQL makes a primary key NOT NULL;
 * SQLite does not (only an integer primary key is never null), so there a job could be stored
 * without id, while schema.ts (and every reader) takes the id as always there. Found by
 * db/schema.test.ts. SQLite cannot add NOT NULL to a column, so the table is rebuilt with the
 * same columns and rows; PostgreSQL has nothing to do.
 */
export function gedcomImportJobsIdNotNullMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const rebuild = async (db: AnyDb, idNotNull: boolean) => {
    await db.schema
      .createTable('gedcom_import_jobs_rebuilt')
      .addColumn('id', 'text', (c) => (idNotNull ? c.primaryKey().notNull() : c.primaryKey()))
      .addColumn('family_id', 'integer', (c) =>
        c.notNull().references('families.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('processed', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('summary', 'text')
      .addColumn('warnings', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    const columns = sql.raw(
      'id, family_id, user_id, status, processed, total, summary, warnings, error, created_at, updated_at',
    );
    await sql`insert into gedcom_import_jobs_rebuilt (${columns})
      select ${columns} from gedcom_import_jobs where id is not null`.execute(db);
    await db.schema.dropTable('gedcom_import_jobs').execute();
    await db.schema
      .alterTable('gedcom_import_jobs_rebuilt')
      .renameTo('gedcom_import_jobs')
      .execute();
    await db.schema
      .createIndex('gedcom_import_jobs_status')
      .on('gedcom_import_jobs')
      .column('status')
      .execute();
  };
  return {
    async up(db: AnyDb) {
      if (dialect === 'sqlite') await rebuild(db, true);
    },
    async down(db: AnyDb) {
      if (dialect === 'sqlite') await rebuild(db, false);
    },
  };
}
