import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * The family's places (issue 30, decision 0038): a gazetteer over the place texts of the facts.
 * A row is one level of a hierarchy (a town under its state under its country) with its type and
 * coordinates; place_names holds its alternative names. Facts keep their place as text.
 */
export function placesMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const ofFamily = <T extends string>(create: CreateTableBuilder<T, never>) =>
    (dialect === 'postgres'
      ? create.addColumn('id', 'serial', (c) => c.primaryKey())
      : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    ).addColumn('family_id', 'integer', (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    );
  // Coordinates need more than float4's seven digits on PostgreSQL; SQLite's real is 8 bytes.
  const coordinate = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: AnyDb) {
      await ofFamily(db.schema.createTable('places'))
        .addColumn('parent_id', 'integer', (c) => c.references('places.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text')
        .addColumn('latitude', coordinate)
        .addColumn('longitude', coordinate)
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('places_family').on('places').column('family_id').execute();
      await db.schema.createIndex('places_parent').on('places').column('parent_id').execute();

      await ofFamily(db.schema.createTable('place_names'))
        .addColumn('place_id', 'integer', (c) =>
          c.notNull().references('places.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('language', 'text')
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('place_names_place')
        .on('place_names')
        .columns(['family_id', 'place_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('place_names').execute();
      await db.schema.dropTable('places').execute();
    },
  };
}
