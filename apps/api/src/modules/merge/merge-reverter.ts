import type { ChangeReverter } from '../history/change-reverters.js';
import { storedChanges } from '../history/history.view.js';
import { conflict } from '../../infra/errors.js';
import { serverText } from '../../infra/user-text.js';
import {
  applyRowSet,
  currentRows,
  firstDifference,
  type RowSet,
} from '../data/row-sets.repository.js';
import type { Row } from '../data/whole-rows.repository.js';

/**
 * A merge of two persons (decision 0053) is undone by writing back every row it touched as it
 * was, ids and all; refused (409) when any of them changed since. The revert's record is the same
 * change the other way round, so it reverts too (the merge again, exactly).
 */
export const mergeReverter: ChangeReverter = {
  revertible: (change) => '_rows' in storedChanges(change),
  async revert(trx, _familyId, change) {
    const stored = storedChanges(change);
    const rows = stored._rows as { before: RowSet; after: RowSet };
    const from = rows.after ?? {};
    const to = rows.before ?? {};
    const keys: RowSet = {};
    for (const set of [from, to])
      for (const [table, list] of Object.entries(set) as Array<[keyof RowSet, Row[]]>)
        keys[table] = [...(keys[table] ?? []), ...list];
    const now = await currentRows(trx, keys);
    if (firstDifference(from, keys, now) !== null) throw conflict(serverText('merge.changedSince'));
    await applyRowSet(trx, from, to);
    const name = stored.merged_person;
    return {
      before: { merged_person: name?.after ?? null, _rows: from },
      after: { merged_person: name?.before ?? null, _rows: to },
    };
  },
};
