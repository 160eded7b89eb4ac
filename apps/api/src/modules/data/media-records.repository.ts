import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';
import type { ImageRow } from './image-files.js';

/**
 * Media records and what they show (issue 30, decision 0039): on the data floor, as the media
 * module, a person's deletion snapshot and later the GEDCOM orchestrator (OBJE) read them.
 * Every list is a fixed number of statements, however many items it holds (no read per item).
 */

export interface MediaToStore {
  file_name: string;
  content_type: string;
  kind: 'image' | 'document';
  title: string;
  date: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
  created_by: number | null;
}

/** What one link names: exactly one of them is set. */
export interface MediaSubject {
  person_id: number | null;
  union_id: number | null;
  source_id: number | null;
  event_id: number | null;
  /** A citation (migration 0027); left out, none. */
  citation_id?: number | null;
}

export interface MediaLinkToStore extends MediaSubject {
  media_id: number;
}

export function findMedia(db: Db, familyId: number, id: number) {
  return db
    .selectFrom('media')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;

/** The media rows with their image's sizes and thumbnails (null for a document). */
export function mediaByIds(db: Db, familyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('media as m')
    .leftJoin('images as i', (join) =>
      join.onRef('i.name', '=', 'm.file_name').onRef('i.family_id', '=', 'm.family_id'),
    )
    .selectAll('m')
    .select(['i.thumbnail_widths'])
    .where('m.family_id', '=', familyId)
    .where('m.id', 'in', ids)
    .execute();
}

export type MediaWithImage = Awaited<ReturnType<typeof mediaByIds>>[number];

export async function insertMedia(
  db: Db,
  familyId: number,
  media: MediaToStore,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('media')
    .values({ family_id: familyId, ...media, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMediaDetails(
  db: Db,
  familyId: number,
  id: number,
  details: { title: string; date: string | null; description: string | null },
  at: string,
): Promise<void> {
  await db
    .updateTable('media')
    .set({ ...details, updated_at: at })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .execute();
}

/**
 * Links with the person they are about (a person's, an imported event's, a person's citation's)
 * for the living rule, the source's title, and a couple's citation's partners (`a_*`, `b_*`: the
 * citation's own rule weighs both).
 */
function linksQuery(db: Db, familyId: number) {
  return db
    .selectFrom('media_links as l')
    .leftJoin('gedcom_events as e', 'e.id', 'l.event_id')
    .leftJoin('citations as c', 'c.id', 'l.citation_id')
    .leftJoin('persons as p', (join) =>
      join.on((eb) =>
        eb.or([
          eb('p.id', '=', eb.ref('l.person_id')),
          eb('p.id', '=', eb.ref('e.person_id')),
          eb('p.id', '=', eb.ref('c.person_id')),
        ]),
      ),
    )
    .leftJoin('sources as s', 's.id', 'l.source_id')
    .leftJoin('unions as u', 'u.id', 'c.union_id')
    .leftJoin('persons as pa', 'pa.id', 'u.person_id')
    .leftJoin('persons as pb', 'pb.id', 'u.spouse_id')
    .selectAll('l')
    .select([
      'p.id as subject_person_id',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.date_of_death',
      'p.living',
      's.title as source_title',
      'c.union_id as citation_union_id',
      'pa.id as a_id',
      'pa.date_of_birth as a_date_of_birth',
      'pa.date_of_death as a_date_of_death',
      'pa.living as a_living',
      'pb.id as b_id',
      'pb.date_of_birth as b_date_of_birth',
      'pb.date_of_death as b_date_of_death',
      'pb.living as b_living',
    ])
    .where('l.family_id', '=', familyId);
}

export type MediaLinkRow = Awaited<ReturnType<ReturnType<typeof linksQuery>['execute']>>[number];

/** The links of these media, in the order they were made. */
export function linksOfMedia(db: Db, familyId: number, mediaIds: number[]) {
  if (mediaIds.length === 0) return Promise.resolve([] as MediaLinkRow[]);
  return linksQuery(db, familyId).where('l.media_id', 'in', mediaIds).orderBy('l.id').execute();
}

/**
 * The ids of the media linked to the record: a person's also those of their imported events
 * (a family's event, GEDCOM's MARR, is both partners'), a couple's those of its family events.
 */
export async function mediaIdsOf(
  db: Db,
  familyId: number,
  subject: 'person' | 'union' | 'source',
  id: number,
): Promise<number[]> {
  let query = linksQuery(db, familyId);
  query =
    subject === 'person'
      ? query.where((eb) =>
          eb.or([
            eb('l.person_id', '=', id),
            eb('e.person_id', '=', id),
            eb.and([eb('e.of_family', '=', 1), eb('e.spouse_id', '=', id)]),
          ]),
        )
      : subject === 'union'
        ? query.where((eb) =>
            eb.or([
              eb('l.union_id', '=', id),
              eb.and([
                eb('e.of_family', '=', 1),
                eb.exists(
                  eb
                    .selectFrom('unions as fu')
                    .select('fu.id')
                    .where('fu.id', '=', id)
                    .where((f) =>
                      f.or([
                        f.and([
                          f('fu.person_id', '=', f.ref('e.person_id')),
                          f('fu.spouse_id', '=', f.ref('e.spouse_id')),
                        ]),
                        f.and([
                          f('fu.person_id', '=', f.ref('e.spouse_id')),
                          f('fu.spouse_id', '=', f.ref('e.person_id')),
                        ]),
                      ]),
                    ),
                ),
              ]),
            ]),
          )
        : query.where('l.source_id', '=', id);
  const rows = await query.orderBy('l.position').orderBy('l.id').execute();
  return [...new Set(rows.map((r) => r.media_id))];
}

/**
 * The family's media records whose title contains the text (any case), newest first, at most
 * `limit`: what a picker offers to link to one more record.
 */
export async function familyMediaIds(
  db: Db,
  familyId: number,
  term: string,
  limit: number,
  /** Only ids below this one: the next page, newest first. */
  before?: number,
): Promise<number[]> {
  let query = db.selectFrom('media').select('id').where('family_id', '=', familyId);
  if (before !== undefined) query = query.where('id', '<', before);
  if (term) {
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(title) like ${pattern} escape '\\'`);
  }
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => r.id);
}

export function findMediaLink(db: Db, familyId: number, mediaId: number, id: number) {
  return db
    .selectFrom('media_links')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('media_id', '=', mediaId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const subjectColumns = ['person_id', 'union_id', 'source_id', 'event_id', 'citation_id'] as const;

/** The column a link's subject is in, and its id. */
function subjectOf(link: MediaSubject) {
  const column = subjectColumns.find((c) => link[c] !== null && link[c] !== undefined)!;
  return [column, link[column]!] as const;
}

/** A link of the media already naming this record. */
export function sameMediaLink(db: Db, familyId: number, link: MediaLinkToStore) {
  const [column, id] = subjectOf(link);
  return db
    .selectFrom('media_links')
    .select('id')
    .where('family_id', '=', familyId)
    .where('media_id', '=', link.media_id)
    .where(column, '=', id)
    .executeTakeFirst();
}

export async function insertMediaLink(
  db: Db,
  familyId: number,
  link: MediaLinkToStore,
): Promise<number> {
  // Last among the record's media (a person's media are shown in this order).
  const [column, id] = subjectOf(link);
  const last = await db
    .selectFrom('media_links')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('family_id', '=', familyId)
    .where(column, '=', id)
    .executeTakeFirst();
  const row = await db
    .insertInto('media_links')
    .values({ family_id: familyId, ...link, position: Number(last?.position ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a media record (its links go by cascade) or one link. */
export async function deleteMediaRow(
  db: Db,
  table: 'media' | 'media_links',
  familyId: number,
  id: number,
): Promise<void> {
  await db.deleteFrom(table).where('family_id', '=', familyId).where('id', '=', id).execute();
}

/** Whether the family has this couple, source, imported event or citation (persons: tree.repository). */
export async function familyHas(
  db: Db,
  table: 'unions' | 'sources' | 'gedcom_events' | 'citations',
  familyId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The person an imported event is about (null: a couple's event without a first partner). */
export async function personOfEvent(db: Db, familyId: number, eventId: number) {
  const row = await db
    .selectFrom('gedcom_events')
    .select('person_id')
    .where('family_id', '=', familyId)
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row?.person_id ?? null;
}

/** Of these ids of `table`, those still there (a kept link names nothing deleted since). */
export async function existingIdsOf(
  db: Db,
  table: 'persons' | 'unions' | 'sources' | 'gedcom_events' | 'citations' | 'media',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** A photo of a person's profile or of the gallery, tagged with them: media too. */
export interface ProfilePhotoRow extends ImageRow {
  origin: 'profile' | 'cover' | 'lifeEvent' | 'gallery';
  row_id: number;
  caption: string | null;
}

/**
 * The photos where they live: the person's profile photo and cover, their life events' photos
 * and the album photos tagged with them, each joined with the family's stored image (a photo
 * whose file the family never uploaded is left out). One statement for all four.
 */
export async function profilePhotosOf(
  db: Db,
  familyId: number,
  personId: number,
): Promise<ProfilePhotoRow[]> {
  const { rows } = await sql<ProfilePhotoRow & { name: string }>`
    select 'profile' as origin, p.id as row_id, p.photo_url as name, null as caption,
      i.width, i.height, i.thumbnail_widths, 0 as kind_order
    from persons p join images i on i.name = p.photo_url and i.family_id = ${familyId}
    where p.family_id = ${familyId} and p.id = ${personId}
    union all
    select 'cover', p.id, p.cover_photo_url, null, i.width, i.height, i.thumbnail_widths, 1
    from persons p join images i on i.name = p.cover_photo_url and i.family_id = ${familyId}
    where p.family_id = ${familyId} and p.id = ${personId}
    union all
    select 'lifeEvent', e.id, e.photo, coalesce(nullif(e.photo_description, ''), e.title),
      i.width, i.height, i.thumbnail_widths, 2
    from life_events e join images i on i.name = e.photo and i.family_id = ${familyId}
    where e.family_id = ${familyId} and e.person_id = ${personId}
    union all
    select 'gallery', a.id, a.image_name, a.caption, i.width, i.height, i.thumbnail_widths, 3
    from album_photos a join images i on i.name = a.image_name and i.family_id = ${familyId}
    where a.family_id = ${familyId} and a.person_id = ${personId}
    order by kind_order, row_id`.execute(db);
  return rows.map((r) => ({
    origin: r.origin,
    row_id: Number(r.row_id),
    name: r.name,
    caption: r.caption,
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    thumbnail_widths: r.thumbnail_widths,
  }));
}
