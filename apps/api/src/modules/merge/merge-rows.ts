import type { Locale, MergeField, MergeSide } from '@familytree/shared';
import { errorCodes } from '@familytree/shared';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { AppError } from '../../infra/errors.js';
import { serverText } from '../../infra/user-text.js';
import { nameOf, searchNameOf } from '../data/person-name.js';
import { applyRowSet, changedRows, currentRows, type RowSet } from '../data/row-sets.repository.js';
import { lockPersons, type PersonRow } from '../data/tree.repository.js';
import { findAncestors } from '../data/walks.repository.js';
import type { Row } from '../data/whole-rows.repository.js';
import { lostValuesNote } from './merge-note.js';
import { mergedPerson, movedRows, unchosenParents } from './merge-plan.js';
import { historyToJoin, insertEvent, insertNote, rowsOfBoth } from './merge-snapshot.repository.js';
import { keepAlternativeFacts } from './alternative-facts.js';
import { joinTwinEvents } from './twin-events.js';

export const refused = (message: ReturnType<typeof serverText>, field: string) =>
  new AppError(409, errorCodes.conflict, message, { [field]: message });

export interface MergeRowsOptions {
  choices: Partial<Record<MergeField, MergeSide>>;
  /** The language of the note of the values not kept. */
  locale: Locale;
  /**
   * Whether the other's id keeps working (`merged_persons`): yes for a merge of two persons of the
   * tree; no for a person of a GEDCOM file merged as it is imported, whose id nobody has seen.
   */
  redirect: boolean;
}

export interface MergedRows {
  merged: Row;
  otherRow: Row;
  /** The rows that changed, before and after, as read back: what a record keeps to undo it. */
  changed: { before: RowSet; after: RowSet };
}

/**
 * Merges `other` into `keep` inside the caller's transaction (decision 0053) and answers the
 * diff it wrote, without a history record of its own: the merge's call records it as one
 * change, a GEDCOM import into an existing tree (decision 0055) folds it into the import's.
 * Refusals (409) are thrown before anything is written.
 */
export async function mergeRows(
  trx: Db,
  keep: PersonRow,
  other: PersonRow,
  { choices, locale, redirect }: MergeRowsOptions,
): Promise<MergedRows> {
  await lockPersons(trx, [keep.id, other.id]);
  const before = await rowsOfBoth(trx, [keep.id, other.id]);
  const keepRow = before.persons!.find((p) => p.id === keep.id)!;
  const otherRow = before.persons!.find((p) => p.id === other.id)!;
  const [unchosen] = unchosenParents(keepRow, otherRow, choices);
  if (unchosen)
    throw refused(
      serverText(unchosen === 'father' ? 'merge.chooseFather' : 'merge.chooseMother'),
      unchosen,
    );
  const merged = mergedPerson(keepRow, otherRow, choices);
  merged.search_name = searchNameOf(merged as Parameters<typeof searchNameOf>[0]);
  merged.updated_at = nowIso();
  const after = movedRows(before, keepRow, otherRow, merged);
  assertParentGender(after, keep.id, merged);
  await assertParentsNotBelow(trx, merged, [keep.id, other.id]);
  const from = await addJoinedRecords(
    trx,
    keep,
    other,
    [keepRow, otherRow],
    merged,
    after,
    locale,
    redirect,
  );
  const events = await keepAlternativeFacts(before, after, [keepRow, otherRow], merged, (row) =>
    insertEvent(trx, row),
  );
  joinTwinEvents(before, after, keep.id, other.id);
  await applyRowSet(
    trx,
    { ...before, notes: from.notes, gedcom_events: [...(before.gedcom_events ?? []), ...events] },
    after,
  );
  const now = await currentRows(trx, keysOf(before, after));
  return { merged, otherRow, changed: changedRows(before, now) };
}

/** A person and their own ancestor are never one person: refused (409) either way round. */
export async function assertNotInLine(db: Db, keep: PersonRow, other: PersonRow) {
  const rows = await findAncestors(db, [keep.id, other.id]);
  const isAncestor = (start: number, id: number) =>
    rows.some((r) => r.start_id === start && r.id === id && r.distance > 0);
  if (isAncestor(keep.id, other.id))
    throw refused(serverText('merge.ancestor', { name: nameOf(keep) }), 'otherId');
  if (isAncestor(other.id, keep.id))
    throw refused(serverText('merge.descendant', { name: nameOf(keep) }), 'otherId');
}

/** A parent chosen from the other side must not be one of the two persons' descendants. */
async function assertParentsNotBelow(db: Db, merged: Row, ids: number[]) {
  const parents = [merged.father_id, merged.mother_id].filter(
    (id): id is number => typeof id === 'number',
  );
  if (parents.length === 0) return;
  if (parents.some((p) => ids.includes(p)))
    throw refused(serverText('merge.ancestor', { name: nameOf(merged as PersonRow) }), 'otherId');
  const rows = await findAncestors(db, parents);
  if (rows.some((r) => ids.includes(r.id)))
    throw refused(serverText('merge.descendant', { name: nameOf(merged as PersonRow) }), 'otherId');
}

/** The tree's rule (decision 0006): a father is male, a mother female, nobody both. */
function assertParentGender(after: RowSet, keepId: number, merged: Row) {
  const persons = after.persons ?? [];
  const father = persons.some((p) => p.father_id === keepId);
  const mother = persons.some((p) => p.mother_id === keepId);
  if (father && mother) throw refused(serverText('merge.fatherAndMother'), 'gender');
  if ((father && merged.gender === 'F') || (mother && merged.gender === 'M'))
    throw refused(serverText('merge.parentGender'), 'gender');
}

/**
 * The rows the merge adds: the id that keeps working, the other's records in the kept person's
 * history, and the note of the values not kept (written now: its link needs its id). Answers the
 * rows already written, which the applier leaves as they are.
 */
async function addJoinedRecords(
  trx: Db,
  keep: PersonRow,
  other: PersonRow,
  [keepRow, otherRow]: [Row, Row],
  merged: Row,
  after: RowSet,
  locale: Locale,
  redirect: boolean,
): Promise<RowSet> {
  const familyId = keep.family_id;
  const created = nowIso();
  if (redirect)
    (after.merged_persons ??= []).push({
      family_id: familyId,
      merged_id: other.id,
      kept_id: keep.id,
      created_at: created,
    });
  const records = await historyToJoin(trx, familyId, other.id, keep.id);
  if (records.length)
    after.change_history_persons = records.map((change_id) => ({
      family_id: familyId,
      change_id,
      person_id: keep.id,
    }));
  const text = await lostValuesNote(keepRow, otherRow, merged, locale);
  if (!text) return {};
  const note = await insertNote(trx, familyId, text, created);
  after.notes = [note];
  const positions = (after.note_links ?? [])
    .filter((l) => l.person_id === keep.id)
    .map((l) => Number(l.position));
  (after.note_links ??= []).push({
    family_id: familyId,
    note_id: note.id,
    person_id: keep.id,
    union_id: null,
    fact: null,
    event_id: null,
    position: Math.max(-1, ...positions) + 1,
  });
  return { notes: [note] };
}

/** Every key either side names, so the rows read back hold what the merge added and deleted. */
function keysOf(before: RowSet, after: RowSet): RowSet {
  const keys: RowSet = {};
  for (const set of [before, after])
    for (const [table, rows] of Object.entries(set) as Array<[keyof RowSet, Row[]]>)
      keys[table] = [...(keys[table] ?? []), ...rows];
  return keys;
}
