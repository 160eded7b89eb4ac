import type { Locale, MergeField, MergeSide } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { AppError } from '../../infra/errors.js';
import { nameOf } from '../data/person-name.js';
import {
  changedRows,
  currentRows,
  keyOf,
  rowSetTables,
  type RowSet,
} from '../data/row-sets.repository.js';
import { findPersonOfAnyFamily } from '../data/tree.repository.js';
import type { Row } from '../data/whole-rows.repository.js';
import { assertNotInLine, mergeRows } from '../merge/merge-rows.js';
import type { ImportPlan } from './import-plan.js';
import type { AcceptedMatch } from './import-matches.js';
import { gedcomWarning, type GedcomWarning } from './warnings/gedcom-warning.js';

export interface ImportMerges {
  /** The family persons a file person was merged into. */
  matched: number[];
  /** Every row the merges changed, before (as the plan's write left them) and after. */
  rows: { before: RowSet; after: RowSet };
}

/**
 * After the plan is written, in its transaction: each accepted file person is merged INTO the
 * family person it matched (decision 0055), parents first, so a child merged later finds its
 * parents one already. The family's values stay where it has them and the file fills what is
 * empty; a parent the family already names stays; what is not kept goes into the merge's note
 * of alternatives. A merge the tree's rules refuse (a father who would be female, a person their
 * own ancestor) is left undone: that file person stays a new person, with a warning.
 *
 * The merges' diffs are folded into one: for each row, its state before the first merge that
 * touched it and its state after the last. The import's record keeps it, and its revert writes
 * it back the other way (as a merge's revert does) before deleting what the import added.
 */
export async function mergeAccepted(
  trx: Db,
  familyId: number,
  plan: ImportPlan,
  ids: number[],
  accepted: AcceptedMatch[],
  locale: Locale,
  warnings: GedcomWarning[],
): Promise<ImportMerges> {
  const index = new Map(plan.persons.map((p, i) => [p.xref, i]));
  const ordered = accepted
    .map((a) => ({ ...a, at: index.get(a.xref)! }))
    .sort((a, b) => a.at - b.at);
  const first = new Map<string, Row | null>();
  const keys: RowSet = {};
  const matched: number[] = [];
  for (const { personId, at } of ordered) {
    const keep = await findPersonOfAnyFamily(trx, personId);
    // Deleted since the decisions were read: the file's person stays a new one.
    if (!keep || keep.family_id !== familyId) continue;
    const other = (await findPersonOfAnyFamily(trx, ids[at]!))!;
    // A parent the family names stays; one only the file names fills the gap.
    const choices: Partial<Record<MergeField, MergeSide>> = {};
    if (keep.father_id !== null) choices.father = 'keep';
    if (keep.mother_id !== null) choices.mother = 'keep';
    let changed: { before: RowSet; after: RowSet };
    try {
      await assertNotInLine(trx, keep, other);
      ({ changed } = await mergeRows(trx, keep, other, { choices, locale, redirect: false }));
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      const person = plan.persons[at]!;
      warnings.push(
        gedcomWarning(person.line, 'import.matchNotMerged', {
          xref: `@${person.xref}@`,
          line: person.line,
          name: nameOf(keep),
        }),
      );
      continue;
    }
    matched.push(keep.id);
    for (const table of rowSetTables) {
      const was = new Map((changed.before[table] ?? []).map((r) => [keyOf(table, r), r]));
      for (const row of [...(changed.before[table] ?? []), ...(changed.after[table] ?? [])]) {
        const key = `${table} ${keyOf(table, row)}`;
        if (first.has(key)) continue;
        first.set(key, was.get(keyOf(table, row)) ?? null);
        (keys[table] ??= []).push(row);
      }
    }
  }
  const before: RowSet = {};
  for (const table of rowSetTables)
    for (const row of keys[table] ?? []) {
      const was = first.get(`${table} ${keyOf(table, row)}`);
      if (was) (before[table] ??= []).push(was);
    }
  // Persons in id order, which is parents first for the file's: a revert inserts them so.
  before.persons?.sort((a, b) => Number(a.id) - Number(b.id));
  const now = await currentRowsInSlices(trx, keys);
  now.persons?.sort((a, b) => Number(a.id) - Number(b.id));
  return { matched, rows: changedRows(before, now) };
}

/**
 * Today's rows of `keys`, read a thousand keys at a time: the merges of a large file touch more
 * rows than one statement may name.
 */
export async function currentRowsInSlices(db: Db, keys: RowSet): Promise<RowSet> {
  const now: RowSet = {};
  for (const table of rowSetTables) {
    const rows = keys[table] ?? [];
    for (let from = 0; from < rows.length; from += 1000) {
      const part = await currentRows(db, { [table]: rows.slice(from, from + 1000) });
      if (part[table]) (now[table] ??= []).push(...part[table]);
    }
  }
  return now;
}
