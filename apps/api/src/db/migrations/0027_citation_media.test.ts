import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateTo } from '../migrate.js';
import { openTestDatabase, type OpenedDatabase } from '../../test-support/test-context.js';

describe('migration 0027 (media on citations)', () => {
  let opened: OpenedDatabase;
  const at = '2026-01-01T00:00:00.000Z';

  beforeEach(async () => {
    opened = await openTestDatabase();
    await migrateTo(opened.handle, '0026_note_record');
  });
  afterEach(async () => {
    await opened.handle.db.destroy();
    await opened.drop();
  });

  /** A family with a person, a source, a citation of the person and a media record. */
  async function world() {
    const db = opened.handle.db;
    const id = (row: { id: number }) => row.id;
    const familyId = id(
      await db
        .insertInto('families')
        .values({ domain_name: 'first', name: 'First', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const personId = id(
      await db
        .insertInto('persons')
        .values({
          family_id: familyId,
          first_name: 'Anna',
          last_name: 'Koshy',
          gender: 'female',
          search_name: 'anna koshy',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const sourceId = id(
      await db
        .insertInto('sources')
        .values({ family_id: familyId, title: 'Register', created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const citationId = id(
      await db
        .insertInto('citations')
        .values({
          family_id: familyId,
          source_id: sourceId,
          person_id: personId,
          position: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const mediaId = id(
      await db
        .insertInto('media')
        .values({
          family_id: familyId,
          file_name: 'a.pdf',
          content_type: 'application/pdf',
          kind: 'document',
          title: 'Page 12',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return { familyId, personId, sourceId, citationId, mediaId };
  }

  // Written without citation_id: the same values are read before and after the migration.
  const link = (w: Awaited<ReturnType<typeof world>>, subject: Record<string, number>) => ({
    family_id: w.familyId,
    media_id: w.mediaId,
    person_id: null,
    union_id: null,
    source_id: null,
    event_id: null,
    position: 1,
    ...subject,
  });

  it('keeps the links with their ids, never reuses a deleted link’s id, and counts five subjects', async () => {
    const db = opened.handle.db;
    const w = await world();
    const first = await db
      .insertInto('media_links')
      .values(link(w, { person_id: w.personId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const deleted = await db
      .insertInto('media_links')
      .values(link(w, { source_id: w.sourceId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('media_links').where('id', '=', deleted.id).execute();

    await migrateTo(opened.handle, '0027_citation_media');

    expect(await db.selectFrom('media_links').selectAll().execute()).toEqual([
      { id: first.id, ...link(w, { person_id: w.personId }), citation_id: null },
    ]);
    const onCitation = await db
      .insertInto('media_links')
      .values(link(w, { citation_id: w.citationId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(onCitation.id).toBeGreaterThan(deleted.id);
    // Two subjects, or none, break the check.
    await expect(
      db
        .insertInto('media_links')
        .values(link(w, { citation_id: w.citationId, person_id: w.personId }))
        .execute(),
    ).rejects.toThrow(/check|constraint/i);
    await expect(db.insertInto('media_links').values(link(w, {})).execute()).rejects.toThrow(
      /check|constraint/i,
    );
    // The citation's deletion takes its link; the person's link stays.
    await db.deleteFrom('citations').where('id', '=', w.citationId).execute();
    const left = await db.selectFrom('media_links').select('id').execute();
    expect(left.map((r) => r.id)).toEqual([first.id]);
    // The media's deletion still takes the links (the foreign keys came through the rebuild).
    await db.deleteFrom('media').where('id', '=', w.mediaId).execute();
    expect(await db.selectFrom('media_links').select('id').execute()).toEqual([]);
  });

  it('keeps every index, and adds one on citation_id', async () => {
    await migrateTo(opened.handle, '0027_citation_media');
    const { rows } =
      opened.handle.dialect === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'media_links'`.execute(opened.handle.db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'media_links'`.execute(opened.handle.db);
    const names = rows
      .map((r) => r.name)
      .filter((n) => n.startsWith('media_links_') && n !== 'media_links_pkey');
    expect(names.sort()).toEqual([
      'media_links_citation',
      'media_links_event',
      'media_links_media',
      'media_links_person',
      'media_links_source',
      'media_links_union',
    ]);
  });

  it('goes down again without the citations’ links', async () => {
    const db = opened.handle.db;
    const w = await world();
    await migrateTo(opened.handle, '0027_citation_media');
    const kept = await db
      .insertInto('media_links')
      .values(link(w, { person_id: w.personId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('media_links')
      .values(link(w, { citation_id: w.citationId }))
      .execute();

    await migrateTo(opened.handle, '0026_note_record');

    // Read as the table is now, without citation_id.
    const { rows } = await sql`select * from media_links`.execute(db);
    expect(rows).toEqual([{ id: kept.id, ...link(w, { person_id: w.personId }) }]);
  });
});
