import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';
import { missingRecordPruner, type ResearchRecordTable } from './export-missing-records.js';
import type { ResearchContext } from './research-writer.js';

/**
 * The export's reads of the family's research (issue 30): citations and note links of a page's
 * persons and unions, and the records in keyset pages. Every statement names the family.
 */

const citationColumns = [
  'id',
  'source_id',
  'person_id',
  'union_id',
  'fact',
  'event_id',
  'page',
  'date',
  'quality',
  'note',
] as const;

export function citationsOfPersons(db: Db, familyId: number, personIds: number[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('citations')
    .select(citationColumns)
    .where('family_id', '=', familyId)
    .where('person_id', 'in', personIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type ExportCitationRow = Awaited<ReturnType<typeof citationsOfPersons>>[number];

export function citationsOfUnions(
  db: Db,
  familyId: number,
  unionIds: number[],
): Promise<ExportCitationRow[]> {
  if (unionIds.length === 0) return Promise.resolve([]);
  return (
    db
      .selectFrom('citations')
      .select(citationColumns)
      // `+family_id` keeps SQLite from answering through the (family_id, person_id) index, which
      // read every citation of the family for each page of unions: 13 of the 20 s of a 100,000-
      // person export with research. PostgreSQL reads it as the same column.
      .where(sql<number>`+family_id`, '=', familyId)
      .where('union_id', 'in', unionIds)
      .orderBy('position')
      .orderBy('id')
      .execute()
  );
}

export function noteLinksOfPersons(db: Db, familyId: number, personIds: number[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('note_links')
    .select(['note_id', 'person_id', 'union_id', 'fact', 'event_id'])
    .where('family_id', '=', familyId)
    .where('person_id', 'in', personIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type ExportNoteLinkRow = Awaited<ReturnType<typeof noteLinksOfPersons>>[number];

/** The note links of couples (and of their family events): `+family_id` as citationsOfUnions. */
export function noteLinksOfUnions(
  db: Db,
  familyId: number,
  unionIds: number[],
): Promise<ExportNoteLinkRow[]> {
  if (unionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('note_links')
    .select(['note_id', 'person_id', 'union_id', 'fact', 'event_id'])
    .where(sql<number>`+family_id`, '=', familyId)
    .where('union_id', 'in', unionIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The lines kept with these records (research-writer.ts): by record id. */
export async function keptOfRecords(
  db: Db,
  familyId: number,
  context: ResearchContext,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('gedcom_kept')
    .select(['position', 'lines'])
    .where('family_id', '=', familyId)
    .where('person_id', 'is', null)
    .where('context', '=', context)
    .where('position', 'in', ids)
    .execute();
  const prune = await missingRecordPruner(
    (table, recordIds) => existingRecordIds(db, familyId, table, recordIds),
    rows.map((r) => r.lines),
  );
  return new Map(rows.map((r) => [r.position, prune(r.lines)]));
}

export function repositoriesPage(db: Db, familyId: number, afterId: number, size: number) {
  return db
    .selectFrom('repositories')
    .select(['id', 'name', 'address', 'note'])
    .where('family_id', '=', familyId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}

export function sourcesPage(db: Db, familyId: number, afterId: number, size: number) {
  return db
    .selectFrom('sources')
    .select([
      'id',
      'title',
      'author',
      'publication',
      'abbreviation',
      'repository_id',
      'call_number',
      'note',
    ])
    .where('family_id', '=', familyId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(size)
    .execute();
}

/**
 * Whether a note is written where it belongs rather than as a record: it came inline (or was
 * written in the product) and has one link. Shared, unlinked and record notes are records.
 */
const linkCountOf = sql<number>`(select count(*) from note_links l where l.note_id = notes.id)`;

/** Of these notes, those the export writes inline, with their text. */
export async function inlineNotesOf(
  db: Db,
  familyId: number,
  noteIds: number[],
): Promise<Map<number, string>> {
  if (noteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notes')
    .select(['id', 'text'])
    .where('family_id', '=', familyId)
    .where('id', 'in', [...new Set(noteIds)])
    .where('record', '=', 0)
    .where(linkCountOf, '=', 1)
    .execute();
  return new Map(rows.map((r) => [r.id, r.text]));
}

/** A page of the note records (notes written inline are not among them). */
export function notesPage(db: Db, familyId: number, afterId: number, size: number) {
  return db
    .selectFrom('notes')
    .select(['id', 'text'])
    .where('family_id', '=', familyId)
    .where('id', '>', afterId)
    .where((eb) => eb.or([eb('record', '=', 1), eb(linkCountOf, '<>', 1)]))
    .orderBy('id')
    .limit(size)
    .execute();
}

export type ExportRepositoryRow = Awaited<ReturnType<typeof repositoriesPage>>[number];
export type ExportSourceRow = Awaited<ReturnType<typeof sourcesPage>>[number];
export type ExportNoteRow = Awaited<ReturnType<typeof notesPage>>[number];

/** Which of these ids are records of the family's table (the export's pointer pruning). */
export async function existingRecordIds(
  db: Db,
  familyId: number,
  table: ResearchRecordTable,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('family_id', '=', familyId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}
