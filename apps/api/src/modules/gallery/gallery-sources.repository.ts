import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../infra/database.js';
import type { ImageRow } from '../data/image-files.js';
import type { PhotoSourceRow } from './gallery.repository.js';

/**
 * The gallery's photo reads at scale (decision 0021): one statement per kind of photo, driven by the
 * rows that have an image (the persons through partial indexes over those with a profile or cover
 * photo, migration 0016) and joined with the family's stored image, so a photo whose file the
 * family never uploaded is left out in SQL. A kind's page is read with LIMIT and OFFSET, so a
 * family of 100,000 persons pays for the 24 photos shown, not for its persons.
 */

export type SourceKind = PhotoSourceRow['kind'];
export const sourceKinds: SourceKind[] = ['album', 'lifeEvent', 'profile', 'cover', 'page'];

export type SourceWithImage = PhotoSourceRow & ImageRow;

interface KindSql {
  columns: RawBuilder<unknown>;
  from: (familyId: number, albumId: number | null) => RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

const personKind = (column: 'photo_url' | 'cover_photo_url'): KindSql => ({
  columns: sql`s.id as "rowId", s.${sql.ref(column)} as image, '' as caption, s.id as "personId",
    null as "albumId", s.updated_at as "createdAt"`,
  from: (f) => sql`from persons s
    join images i on i.name = s.${sql.ref(column)} and i.family_id = ${f}
    where s.family_id = ${f} and s.${sql.ref(column)} is not null`,
  order: sql`s.updated_at desc, s.id desc`,
});

const kinds: Record<SourceKind, KindSql> = {
  album: {
    columns: sql`s.id as "rowId", s.image_name as image, s.caption as caption,
      s.person_id as "personId", s.album_id as "albumId", s.created_at as "createdAt"`,
    from: (f, albumId) => sql`from album_photos s
      join images i on i.name = s.image_name and i.family_id = ${f}
      where s.family_id = ${f} ${albumId === null ? sql`` : sql`and s.album_id = ${albumId}`}`,
    order: sql`s.created_at desc, s.id desc`,
  },
  lifeEvent: {
    columns: sql`s.id as "rowId", s.photo as image, s.title as caption, s.person_id as "personId",
      null as "albumId", '' as "createdAt"`,
    from: (f) => sql`from life_events s
      join images i on i.name = s.photo and i.family_id = ${f}
      where s.family_id = ${f} and s.photo is not null`,
    order: sql`s.id desc`,
  },
  profile: personKind('photo_url'),
  cover: personKind('cover_photo_url'),
  page: {
    // Drafts never appear: only the published sections' images.
    columns: sql`s.id as "rowId", s.image as image,
      coalesce(nullif(s.title, ''), m.menu_name) as caption, null as "personId", null as "albumId",
      '' as "createdAt"`,
    from: (f) => sql`from page_contents s
      join menus m on m.id = s.menu_id
      join images i on i.name = s.image and i.family_id = ${f}
      where s.family_id = ${f} and s.version = 'published' and s.image is not null`,
    order: sql`s.id desc`,
  },
};

interface RawSource {
  rowId: number;
  image: string;
  caption: string | null;
  personId: number | null;
  albumId: number | null;
  createdAt: string;
  width: number | null;
  height: number | null;
  thumbnail_widths: string | null;
}

const asSource =
  (kind: SourceKind) =>
  (r: RawSource): SourceWithImage => ({
    kind,
    rowId: Number(r.rowId),
    image: r.image,
    name: r.image,
    caption: r.caption ?? '',
    personId: r.personId === null ? null : Number(r.personId),
    albumId: r.albumId === null ? null : Number(r.albumId),
    createdAt: r.createdAt ?? '',
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    thumbnail_widths: r.thumbnail_widths,
  });

/** A kind's photos in the gallery's order (newest first); `page` limits the read in SQL. */
export async function sourcesOfKind(
  db: Db,
  familyId: number,
  kind: SourceKind,
  options: { albumId?: number | null; limit?: number; offset?: number } = {},
): Promise<SourceWithImage[]> {
  const k = kinds[kind];
  const paging =
    options.limit === undefined ? sql`` : sql`limit ${options.limit} offset ${options.offset ?? 0}`;
  const { rows } = await sql<RawSource>`select ${k.columns},
      i.width as width, i.height as height, i.thumbnail_widths as thumbnail_widths
    ${k.from(familyId, options.albumId ?? null)}
    order by ${k.order} ${paging}`.execute(db);
  return rows.map(asSource(kind));
}

/** How many photos of a kind the family shows (of one album when `albumId` is given). */
export async function countOfKind(
  db: Db,
  familyId: number,
  kind: SourceKind,
  albumId: number | null = null,
): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n ${kinds[kind].from(familyId, albumId)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Every photo of every kind: the groupings by person and generation group them in memory. */
export async function allSources(db: Db, familyId: number): Promise<SourceWithImage[]> {
  const lists = await Promise.all(sourceKinds.map((kind) => sourcesOfKind(db, familyId, kind)));
  return lists.flat();
}

/** Names of the named persons of the family (only those the photos show, never every person). */
export async function personNamesByIds(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const names = new Map<number, string>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('persons')
      .select(['id', 'first_name', 'last_name'])
      .where('family_id', '=', familyId)
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) names.set(r.id, `${r.first_name} ${r.last_name}`.trim());
  }
  return names;
}

/**
 * How many generations lie above each of these persons within the family (0: no parents in it),
 * along the longest line up, in one recursive statement; the walk stops at 300 generations so a
 * loop in bad data ends.
 */
export async function depthsOf(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  const depths = new Map<number, number>();
  for (let i = 0; i < unique.length; i += 500) {
    const slice = sql.join(unique.slice(i, i + 500).map((id) => sql`${id}`));
    const { rows } = await sql<{ start_id: number; depth: number | string }>`
      with recursive up(start_id, id, father_id, mother_id, distance) as (
          select p.id, p.id, p.father_id, p.mother_id, 0
          from persons p
          where p.family_id = ${familyId} and p.id in (${slice})
        union
          select u.start_id, p.id, p.father_id, p.mother_id, u.distance + 1
          from up u
          join persons p on p.id in (u.father_id, u.mother_id)
          where u.distance < 300 and +p.family_id = ${familyId}
      )
      select start_id, max(distance) as depth from up group by start_id`.execute(db);
    for (const r of rows) depths.set(Number(r.start_id), Number(r.depth));
  }
  return depths;
}

/** The family's spouses of these persons, for a person who married in. */
export async function spousesByIds(
  db: Db,
  familyId: number,
  ids: number[],
): Promise<Array<{ person_id: number; spouse_id: number }>> {
  const unique = [...new Set(ids)];
  const pairs: Array<{ person_id: number; spouse_id: number }> = [];
  for (let i = 0; i < unique.length; i += 500) {
    const slice = unique.slice(i, i + 500);
    pairs.push(
      ...(await db
        .selectFrom('unions')
        .select(['person_id', 'spouse_id'])
        .where('family_id', '=', familyId)
        .where((eb) => eb.or([eb('person_id', 'in', slice), eb('spouse_id', 'in', slice)]))
        .execute()),
    );
  }
  return pairs;
}
