import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Media on citations (issue 30, decision 0039): a scan of the register page a citation points
 * at. `media_links.citation_id` (cascade: a citation's deletion takes its links) and the
 * one-subject check counting five subjects. PostgreSQL replaces the check; SQLite cannot alter a
 * CHECK, so there the table is rebuilt with the same rows, ids, indexes and foreign keys, and
 * with its autoincrement counter, so that an id a deleted link had (which the history keeps for
 * a revert) is never given to a new link.
 */
export function citationMediaMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  const isSet = (column: string) => sql`case when ${sql.ref(column)} is null then 0 else 1 end`;
  const oneOf = (columns: string[]) => sql`${sql.join(columns.map(isSet), sql` + `)} = 1`;
  const fourSubjects = ['person_id', 'union_id', 'source_id', 'event_id'];
  const fiveSubjects = [...fourSubjects, 'citation_id'];

  const indexes = async (db: AnyDb, withCitation: boolean) => {
    const on = (name: string) => db.schema.createIndex(name).on('media_links');
    await on('media_links_person').columns(['family_id', 'person_id']).execute();
    await on('media_links_media').columns(['family_id', 'media_id']).execute();
    await on('media_links_union').column('union_id').execute();
    await on('media_links_source').column('source_id').execute();
    await on('media_links_event').column('event_id').execute();
    if (withCitation) await on('media_links_citation').column('citation_id').execute();
  };

  /** SQLite: the table again, with or without citation_id, its rows and its counter kept. */
  const rebuild = async (db: AnyDb, withCitation: boolean) => {
    const subjects = withCitation ? fiveSubjects : fourSubjects;
    let create = db.schema
      .createTable('media_links_rebuilt')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('family_id', 'integer', (c) =>
        c.notNull().references('families.id').onDelete('cascade'),
      )
      .addColumn('media_id', 'integer', (c) =>
        c.notNull().references('media.id').onDelete('cascade'),
      )
      .addColumn('person_id', 'integer', (c) => c.references('persons.id').onDelete('cascade'))
      .addColumn('union_id', 'integer', (c) => c.references('unions.id').onDelete('cascade'))
      .addColumn('source_id', 'integer', (c) => c.references('sources.id').onDelete('cascade'))
      .addColumn('event_id', 'integer', (c) => c.references('gedcom_events.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull());
    if (withCitation)
      create = create.addColumn('citation_id', 'integer', (c) =>
        c.references('citations.id').onDelete('cascade'),
      );
    await create.addCheckConstraint('media_links_one_subject', oneOf(subjects)).execute();
    const columns = sql.raw(
      'id, family_id, media_id, person_id, union_id, source_id, event_id, position',
    );
    // Going down, a citation's links have nothing left to name: they go.
    await sql`insert into media_links_rebuilt (${columns})
      select ${columns} from media_links where ${oneOf(fourSubjects)} order by id`.execute(db);
    const counter = await sql<{ seq: number }>`
      select seq from sqlite_sequence where name = 'media_links'`.execute(db);
    await db.schema.dropTable('media_links').execute();
    await db.schema.alterTable('media_links_rebuilt').renameTo('media_links').execute();
    const seq = counter.rows[0]?.seq;
    if (seq !== undefined) {
      await sql`delete from sqlite_sequence where name = 'media_links'`.execute(db);
      await sql`insert into sqlite_sequence (name, seq) values ('media_links', ${seq})`.execute(db);
    }
    await indexes(db, withCitation);
  };

  return {
    async up(db: AnyDb) {
      if (dialect === 'sqlite') return rebuild(db, true);
      await db.schema
        .alterTable('media_links')
        .addColumn('citation_id', 'integer', (c) =>
          c.references('citations.id').onDelete('cascade'),
        )
        .execute();
      await db.schema.alterTable('media_links').dropConstraint('media_links_one_subject').execute();
      await db.schema
        .alterTable('media_links')
        .addCheckConstraint('media_links_one_subject', oneOf(fiveSubjects))
        .execute();
      await db.schema
        .createIndex('media_links_citation')
        .on('media_links')
        .column('citation_id')
        .execute();
    },
    async down(db: AnyDb) {
      if (dialect === 'sqlite') return rebuild(db, false);
      await db.deleteFrom('media_links').where('citation_id', 'is not', null).execute();
      await db.schema.dropIndex('media_links_citation').execute();
      await db.schema.alterTable('media_links').dropConstraint('media_links_one_subject').execute();
      await db.schema.alterTable('media_links').dropColumn('citation_id').execute();
      await db.schema
        .alterTable('media_links')
        .addCheckConstraint('media_links_one_subject', oneOf(fourSubjects))
        .execute();
    },
  };
}
