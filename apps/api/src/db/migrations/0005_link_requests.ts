import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * A family asks another family to link one of its persons as the spouse of a member
 * (docs/decisions/0008). The union is created only when the other family's admin accepts.
 */
export function linkRequestsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      const create = db.schema.createTable('link_requests');
      await (
        dialect === 'postgres'
          ? create.addColumn('id', 'serial', (c) => c.primaryKey())
          : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        // The requesting family and its member (the union's family_id and person_id on accept).
        .addColumn('family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('person_id', 'integer', (c) =>
          c.notNull().references('persons.id').onDelete('cascade'),
        )
        .addColumn('target_family_id', 'integer', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('target_person_id', 'integer', (c) =>
          c.notNull().references('persons.id').onDelete('cascade'),
        )
        .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .execute();
      // One open request per pair: a second one for the same two persons is refused (409).
      await db.schema
        .createIndex('link_requests_pending_pair')
        .on('link_requests')
        .columns(['person_id', 'target_person_id'])
        .unique()
        .where(sql.ref('status'), '=', 'PENDING')
        .execute();
      await db.schema
        .createIndex('link_requests_family')
        .on('link_requests')
        .column('family_id')
        .execute();
      await db.schema
        .createIndex('link_requests_target_family')
        .on('link_requests')
        .column('target_family_id')
        .execute();
      await db.schema
        .createIndex('link_requests_target_person')
        .on('link_requests')
        .column('target_person_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('link_requests').execute();
    },
  };
}
