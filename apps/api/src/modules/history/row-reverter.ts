import { historyMessages } from '@familytree/shared';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import { existingPersons } from '../data/person-snapshot.repository.js';
import type { ChangeReverter } from './change-reverters.js';
import { fieldReverter } from './field-reverter.js';
import { newerChangesOf, newerChangesOfAny, type LockableTable } from './history.repository.js';
import { stillInEffect } from './in-effect.js';
import { storedChanges } from './history.view.js';
import type { Fields } from './history.writer.js';
import { lockForEdit } from './history.writer.js';
import {
  deleteRow,
  insertRows,
  rowOf,
  rowsUnder,
  rowsWith,
  type Row,
  type SnapshotTable,
} from './row-snapshots.repository.js';
import { historyTexts } from './history-texts.js';
import type { UserText } from '../../infra/user-text.js';

/**
 * A simple record of a family (an event, a news post, an album) whose records are undone whole
 * (issue 29): an addition is deleted again, a deletion brought back with its id, an edit written
 * back field by field. The record of a deletion keeps the row (and its children, an album's
 * photos) in "_row", so the row comes back as it was; an older record without it brings back
 * its recorded fields.
 */
export interface RowKind {
  table: SnapshotTable & LockableTable;
  section: string;
  /** The fields its records hold; `identity` is never empty, so from nothing means "added". */
  fields: readonly string[];
  identity: string;
  /** Rows deleted with it (album photos by album_id), kept and brought back with it. */
  children?: {
    table: SnapshotTable;
    column: string;
    /** Of the kept rows, those that can come back (a row naming something deleted since cannot). */
    stillValid?(trx: Db, familyId: number, rows: Row[]): Promise<Row[]>;
    /**
     * Children with records of their own (a source's citations): while one added or changed
     * after the addition is in effect, the addition is not reverted, as that would take the
     * child's change with it. `what` names such a child in the refusal.
     */
    recorded?: { entityType: string; what: UserText };
    /**
     * Rows deleted with the children (the media links of a source's citations, by citation_id):
     * kept, and brought back with the children that come back.
     */
    grandchildren?: {
      table: SnapshotTable;
      column: string;
      stillValid?(trx: Db, familyId: number, rows: Row[]): Promise<Row[]>;
    };
  };
  /** Refuses the revert of an addition that would leave things broken (a note without links). */
  checkRemoval?(trx: Db, familyId: number, id: number): Promise<void>;
  /** Writes back recorded fields (an edit's revert). */
  write(trx: Db, familyId: number, id: number, fields: Fields): Promise<void>;
  check?(trx: Db, familyId: number, id: number, fields: Fields): Promise<void>;
}

export interface RowSnapshot {
  row: Row;
  children: Row[];
  /** Kept when the kind names grandchildren (absent from records made before). */
  grandchildren?: Row[];
}

/** The row and its children, as a deletion's record keeps them in "_row". */
export async function snapshotOf(
  trx: Db,
  kind: Pick<RowKind, 'table' | 'children'>,
  familyId: number,
  id: number,
): Promise<RowSnapshot | null> {
  const row = await rowOf(trx, kind.table, familyId, id);
  if (!row) return null;
  const children = kind.children
    ? await rowsWith(trx, kind.children.table, familyId, kind.children.column, id)
    : [];
  const grand = kind.children?.grandchildren;
  if (!grand) return { row, children };
  const parent = { table: kind.children!.table, column: kind.children!.column, id };
  return {
    row,
    children,
    grandchildren: await rowsUnder(trx, grand.table, familyId, grand.column, parent),
  };
}

export function rowReverter(kind: RowKind): ChangeReverter {
  const allowed = new Set([...kind.fields, '_row']);
  const pick = (row: Row): Fields => Object.fromEntries(kind.fields.map((f) => [f, row[f]]));
  const read = async (trx: Db, familyId: number, id: number) => {
    const row = await rowOf(trx, kind.table, familyId, id);
    return row ? pick(row) : null;
  };
  const lock = (trx: Db, id: number) => lockForEdit(trx, kind.table, id);
  const edits = fieldReverter({
    fields: (section) => (section === kind.section ? new Set(kind.fields) : undefined),
    lock,
    read: (trx, familyId, id) => read(trx, familyId, id),
    check: kind.check,
    write: kind.write,
  });

  return {
    revertible(change) {
      if (change.entity_id === null || change.section !== kind.section) return false;
      return Object.keys(storedChanges(change)).every((f) => allowed.has(f));
    },
    async revert(trx, familyId, change) {
      const stored = storedChanges(change);
      const id = change.entity_id!;
      const identity = stored[kind.identity];
      if (identity?.before === null && identity.after !== null) {
        await lock(trx, id);
        const snapshot = await snapshotOf(trx, kind, familyId, id);
        if (!snapshot) throw conflict(historyMessages.entityGone);
        // Deleting it again would take the later edits with it: they are reverted first.
        const [newer] = stillInEffect(
          await newerChangesOf(trx, change.entity_type, id, change.id),
          change.id,
        );
        if (newer) throw conflict(historyTexts.newerChange(newer.user_name, newer.created_at));
        await assertNoLaterChildChange(trx, kind, snapshot, change.id);
        await kind.checkRemoval?.(trx, familyId, id);
        await deleteRow(trx, kind.table, familyId, id);
        return { before: { ...pick(snapshot.row), _row: snapshot }, after: null };
      }
      if (identity?.after === null && identity.before !== null) {
        if (await rowOf(trx, kind.table, familyId, id)) throw conflict(historyMessages.alreadyBack);
        const recorded = Object.fromEntries(
          Object.entries(stored).map(([field, c]) => [field, c.before]),
        );
        const kept = recorded._row as RowSnapshot | undefined;
        const now = nowIso();
        const [row] = await withoutGonePersons(trx, [
          kept?.row ?? {
            ...pick(recorded),
            id,
            family_id: familyId,
            created_at: change.created_at,
            updated_at: now,
          },
        ]);
        await kind.check?.(trx, familyId, id, pick(row!));
        await insertRows(trx, kind.table, [row!]);
        if (kind.children) {
          const children = kept?.children ?? [];
          const valid = kind.children.stillValid;
          const back = await withoutGonePersons(
            trx,
            valid ? await valid(trx, familyId, children) : children,
          );
          await insertRows(trx, kind.children.table, back);
          await putGrandchildrenBack(trx, familyId, kind.children.grandchildren, back, kept);
        }
        return { before: null, after: pick(row!) };
      }
      return edits.revert(trx, familyId, change);
    },
  };
}

/** The kept grandchildren of the children that came back, those still valid. */
async function putGrandchildrenBack(
  trx: Db,
  familyId: number,
  grand: NonNullable<RowKind['children']>['grandchildren'],
  back: Row[],
  kept: RowSnapshot | undefined,
) {
  if (!grand || !kept?.grandchildren?.length) return;
  const ids = new Set(back.map((r) => Number(r.id)));
  const rows = kept.grandchildren.filter((r) => ids.has(Number(r[grand.column])));
  await insertRows(
    trx,
    grand.table,
    grand.stillValid ? await grand.stillValid(trx, familyId, rows) : rows,
  );
}

async function assertNoLaterChildChange(
  trx: Db,
  kind: Pick<RowKind, 'children'>,
  snapshot: RowSnapshot,
  changeId: number,
) {
  const recorded = kind.children?.recorded;
  if (!recorded || snapshot.children.length === 0) return;
  const ids = snapshot.children.map((child) => Number(child.id));
  const [later] = stillInEffect(
    await newerChangesOfAny(trx, recorded.entityType, ids, changeId),
    changeId,
  );
  if (later)
    throw conflict(historyTexts.dependsOnLater(recorded.what, later.user_name, later.created_at));
}

/**
 * Rows with a person deleted since lose that person, as the deletion would have left them had they
 * been there (person_id is ON DELETE SET NULL): a row put back must not point at nobody.
 */
async function withoutGonePersons(trx: Db, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.person_id).filter((p): p is number => typeof p === 'number');
  const existing = await existingPersons(trx, ids);
  return rows.map((r) =>
    typeof r.person_id === 'number' && !existing.has(r.person_id) ? { ...r, person_id: null } : r,
  );
}

/** Rows a revert brings back with their ids (an album photo taken out), for a domain's reverter. */
export const putRowsBack = insertRows;
