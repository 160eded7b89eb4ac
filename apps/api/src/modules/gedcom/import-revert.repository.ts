import type { Db } from '../../infra/database.js';

/** The ids an import gave the family's persons: it runs only on an empty family (issue 29). */
export interface ImportedPersons {
  from: number;
  to: number;
}

export async function personIdRange(db: Db, familyId: number): Promise<ImportedPersons | null> {
  const row = await db
    .selectFrom('persons')
    .select((eb) => [eb.fn.min('id').as('from'), eb.fn.max('id').as('to')])
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return row?.from === null || row?.from === undefined
    ? null
    : { from: Number(row.from), to: Number(row.to) };
}

const importedIds = (db: Db, familyId: number, range: ImportedPersons) =>
  db
    .selectFrom('persons')
    .select('id')
    .where('family_id', '=', familyId)
    .where('id', '>=', range.from)
    .where('id', '<=', range.to);

/**
 * A person the import did not bring who is tied to one it did (a child added under an imported
 * person, a spouse linked to one, from this family or another): what its revert would leave
 * dangling. Undefined when there is none.
 */
export async function personTiedToImport(
  db: Db,
  familyId: number,
  range: ImportedPersons,
): Promise<{ id: number; first_name: string; last_name: string } | undefined> {
  const imported = () => importedIds(db, familyId, range);
  const child = await db
    .selectFrom('persons')
    .select(['id', 'first_name', 'last_name'])
    .where((eb) =>
      eb.and([
        // The ranges let the parent indexes find the candidates; the lists say which are imported.
        eb.or([
          eb.between('father_id', range.from, range.to),
          eb.between('mother_id', range.from, range.to),
        ]),
        eb.or([eb('father_id', 'in', imported()), eb('mother_id', 'in', imported())]),
        eb('id', 'not in', imported()),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (child) return child;
  const union = await db
    .selectFrom('unions')
    .select(['person_id', 'spouse_id'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb.between('person_id', range.from, range.to),
          eb('person_id', 'in', imported()),
          eb('spouse_id', 'not in', imported()),
        ]),
        eb.and([
          eb.between('spouse_id', range.from, range.to),
          eb('spouse_id', 'in', imported()),
          eb('person_id', 'not in', imported()),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (!union) return undefined;
  return db
    .selectFrom('persons')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [union.person_id, union.spouse_id])
    .where('id', 'not in', imported())
    .executeTakeFirst();
}

/** Deletes the imported persons; their unions, profile rows and imported facts go with them. */
export async function deleteImportedPersons(
  db: Db,
  familyId: number,
  range: ImportedPersons,
): Promise<number> {
  const result = await db
    .deleteFrom('persons')
    .where('family_id', '=', familyId)
    .where('id', '>=', range.from)
    .where('id', '<=', range.to)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** An import's research records by the spans of their ids (research-writer.ts, issue 30). */
export interface ImportedResearchSpans {
  repositories: ImportedPersons | null;
  sources: ImportedPersons | null;
  notes: ImportedPersons | null;
  citations: ImportedPersons | null;
  /** Media records (OBJE, decision 0041): their links go with them. Absent in older records. */
  media?: ImportedPersons | null;
  /** Place rows (decision 0043): their alternative names go with them. Absent in older records. */
  places?: ImportedPersons | null;
}

/**
 * Deletes the repositories, sources, citations and notes an import wrote, with their kept lines
 * (their links go with them). Each statement names the family and the span of the import's ids.
 */
export async function deleteImportedResearch(
  db: Db,
  familyId: number,
  spans: ImportedResearchSpans,
): Promise<void> {
  const keptOf = (context: string, span: ImportedPersons | null) =>
    span &&
    db
      .deleteFrom('gedcom_kept')
      .where('family_id', '=', familyId)
      .where('person_id', 'is', null)
      .where('context', '=', context)
      .where('position', '>=', span.from)
      .where('position', '<=', span.to)
      .execute();
  const rows = (
    table: 'citations' | 'sources' | 'repositories' | 'notes' | 'media' | 'places',
    span: ImportedPersons | null,
  ) =>
    span &&
    db
      .deleteFrom(table)
      .where('family_id', '=', familyId)
      .where('id', '>=', span.from)
      .where('id', '<=', span.to)
      .execute();
  await keptOf('CITE', spans.citations);
  await rows('citations', spans.citations);
  await keptOf('SOUR', spans.sources);
  await rows('sources', spans.sources);
  await keptOf('REPO', spans.repositories);
  await rows('repositories', spans.repositories);
  await keptOf('NOTE', spans.notes);
  await rows('notes', spans.notes);
  await keptOf('OBJE', spans.media ?? null);
  await rows('media', spans.media ?? null);
  await rows('places', spans.places ?? null);
}
