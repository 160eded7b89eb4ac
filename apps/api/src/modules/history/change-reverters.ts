import type { Db } from '../../infra/database.js';
import type { ChangeRow } from './history.repository.js';
import type { Fields } from './history.writer.js';

/**
 * How the records of one kind of entity are undone (issue 29). History knows no domain: each
 * domain module builds the reverter of its own entity type, and app.ts hands them all to the
 * history service. Adding a kind of record never touches this module.
 */
export interface ChangeReverter {
  /** Whether `change` can be reverted at all (its Revert button); a revert may still be refused. */
  revertible(change: ChangeRow): boolean;
  /**
   * Undoes `change` in `trx`, or refuses with 409 naming why (a later change that depends on it,
   * a rule the entity must keep). Answers the entity's state before and after, for the revert's
   * own record, which a later revert undoes the same way.
   */
  revert(trx: Db, familyId: number, change: ChangeRow): Promise<RevertedState>;
}

export interface RevertedState {
  before: Fields | null;
  after: Fields | null;
}

/** Entity type (as records name it) -> its reverter. */
export type ChangeReverters = Readonly<Record<string, ChangeReverter>>;

/** One entity type whose sections are undone by different modules (a person: tree, profile tabs). */
export function bySection(
  reverters: Readonly<Record<string, ChangeReverter>>,
  otherwise?: ChangeReverter,
): ChangeReverter {
  const of = (change: ChangeRow) => reverters[change.section] ?? otherwise;
  return {
    revertible: (change) => of(change)?.revertible(change) ?? false,
    revert: (trx, familyId, change) => of(change)!.revert(trx, familyId, change),
  };
}

/** Whether `reverters` can undo `change`. */
export function isRevertible(reverters: ChangeReverters, change: ChangeRow): boolean {
  return reverters[change.entity_type]?.revertible(change) ?? false;
}
