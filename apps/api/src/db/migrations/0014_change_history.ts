import type { Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * The change history (issue 17, docs/decisions/0023): one row per write, appended in the write's
 * transaction. The newest row of an entity's section is also that section's version, so an edit
 * based on an older one is refused (no lost updates) without a version column on every table.
 */
export function changeHistoryMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      const create = db.schema.createTable('change_history');
      await (
        dialect === 'postgres'
          ? create.addColumn('id', 'serial', (c) => c.primaryKey())
          : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        // Kept when the account goes: the record names the user as it was (user_name).
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer')
        // No foreign key: the history of a deleted person stays readable.
        .addColumn('person_id', 'integer')
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('reverts_id', 'integer')
        .execute();
      await db.schema
        .createIndex('change_history_family')
        .on('change_history')
        .columns(['family_id', 'id'])
        .execute();
      await db.schema
        .createIndex('change_history_person')
        .on('change_history')
        .columns(['family_id', 'person_id', 'id'])
        .execute();
      // The version lookup: the newest record of one section of one entity.
      await db.schema
        .createIndex('change_history_entity')
        .on('change_history')
        .columns(['entity_type', 'entity_id', 'section', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('change_history').execute();
    },
  };
}
