import type { RecordFact } from '@familytree/shared';
import { partnerColumns } from './research.repository.js';
import type { Db } from '../../infra/database.js';

/**
 * Notes and what they are about (issue 30, decision 0034): on the data floor, as the GEDCOM
 * orchestrator, the profiles, a person's deletion snapshot and the research module read them.
 */

/** Exactly one of person_id and union_id (a person's note or a couple's). */
export interface NoteLinkToStore {
  note_id: number;
  person_id: number | null;
  union_id: number | null;
  event_id: number | null;
  fact: RecordFact | null;
}

export function findNote(db: Db, familyId: number, id: number) {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertNote(
  db: Db,
  familyId: number,
  text: string,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('notes')
    // A note written in the product is written where it belongs until it is shared (record: 0).
    .values({ family_id: familyId, text, record: 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNoteText(
  db: Db,
  familyId: number,
  id: number,
  text: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('notes')
    .set({ text, updated_at: at })
    .where('family_id', '=', familyId)
    .where('id', '=', id)
    .execute();
}

/** Note links with their person's name and life facts, or a couple's partners' (living rule). */
function linksQuery(db: Db, familyId: number) {
  return db
    .selectFrom('note_links as l')
    .leftJoin('persons as p', 'p.id', 'l.person_id')
    .leftJoin('unions as u', 'u.id', 'l.union_id')
    .leftJoin('persons as pa', 'pa.id', 'u.person_id')
    .leftJoin('persons as pb', 'pb.id', 'u.spouse_id')
    .selectAll('l')
    .select([
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.date_of_death',
      'p.living',
      ...partnerColumns,
    ])
    .where('l.family_id', '=', familyId);
}

export type NoteLinkRow = Awaited<ReturnType<ReturnType<typeof linksQuery>['execute']>>[number];

/** The links of these notes, in the order they were made. */
export function linksOfNotes(db: Db, familyId: number, noteIds: number[]) {
  if (noteIds.length === 0) return Promise.resolve([] as NoteLinkRow[]);
  return linksQuery(db, familyId).where('l.note_id', 'in', noteIds).orderBy('l.id').execute();
}

/** The ids of the notes about a person or one of their facts, in the order they were linked. */
export async function noteIdsOfPerson(db: Db, familyId: number, personId: number) {
  const rows = await linksQuery(db, familyId)
    .where('l.person_id', '=', personId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return [...new Set(rows.map((r) => r.note_id))];
}

/** The ids of the notes about a couple or its marriage, in the order they were linked. */
export async function noteIdsOfUnion(db: Db, familyId: number, unionId: number) {
  const rows = await linksQuery(db, familyId)
    .where('l.union_id', '=', unionId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return [...new Set(rows.map((r) => r.note_id))];
}

/** The ids of the notes linked to more than one record. */
export async function sharedNoteIds(db: Db, familyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('note_links')
    .select('note_id')
    .where('family_id', '=', familyId)
    .groupBy('note_id')
    .having((eb) => eb(eb.fn.countAll(), '>', 1))
    .orderBy('note_id')
    .execute();
  return rows.map((r) => r.note_id);
}

export function notesByIds(db: Db, familyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('notes')
    .select(['id', 'text'])
    .where('family_id', '=', familyId)
    .where('id', 'in', ids)
    .execute();
}

export function findNoteLink(db: Db, familyId: number, noteId: number, id: number) {
  return db
    .selectFrom('note_links')
    .selectAll()
    .where('family_id', '=', familyId)
    .where('note_id', '=', noteId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The note a link is of, whichever note that is (a history record names the link alone). */
export async function noteOfLink(db: Db, familyId: number, linkId: number) {
  const row = await db
    .selectFrom('note_links')
    .select('note_id')
    .where('family_id', '=', familyId)
    .where('id', '=', linkId)
    .executeTakeFirst();
  return row?.note_id ?? null;
}

/** A link already naming this person or couple and fact (null: the whole person or couple). */
export function sameNoteLink(db: Db, familyId: number, link: NoteLinkToStore) {
  let query = db
    .selectFrom('note_links')
    .select('id')
    .where('family_id', '=', familyId)
    .where('note_id', '=', link.note_id);
  query =
    link.union_id === null
      ? query.where('person_id', '=', link.person_id)
      : query.where('union_id', '=', link.union_id);
  query =
    link.fact === null ? query.where('fact', 'is', null) : query.where('fact', '=', link.fact);
  query =
    link.event_id === null
      ? query.where('event_id', 'is', null)
      : query.where('event_id', '=', link.event_id);
  return query.executeTakeFirst();
}

export async function insertNoteLink(
  db: Db,
  familyId: number,
  link: NoteLinkToStore,
): Promise<number> {
  // The link is last among the person's (couple's) notes (their notes are shown in this order).
  const last = await db
    .selectFrom('note_links')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('family_id', '=', familyId)
    .where((eb) =>
      link.union_id === null
        ? eb('person_id', '=', link.person_id)
        : eb('union_id', '=', link.union_id),
    )
    .executeTakeFirst();
  const row = await db
    .insertInto('note_links')
    .values({ family_id: familyId, ...link, position: Number(last?.position ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countNoteLinks(db: Db, familyId: number, noteId: number): Promise<number> {
  const row = await db
    .selectFrom('note_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('family_id', '=', familyId)
    .where('note_id', '=', noteId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes a note (its links go by cascade) or one link. */
export async function deleteNoteRow(
  db: Db,
  table: 'notes' | 'note_links',
  familyId: number,
  id: number,
): Promise<void> {
  await db.deleteFrom(table).where('family_id', '=', familyId).where('id', '=', id).execute();
}

/** Of these ids of `table`, those still there (a kept link names nothing deleted since). */
export async function existingIds(
  db: Db,
  table: 'persons' | 'unions' | 'gedcom_events',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
