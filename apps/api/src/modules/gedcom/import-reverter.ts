import type { ChangeReverter } from '../history/change-reverters.js';
import { storedChanges } from '../history/history.view.js';
import {
  assertNoLaterChangeAbout,
  assertNothingDependsOn,
  type Fields,
} from '../history/history.writer.js';
import { nameOf } from '../data/person-name.js';
import {
  deleteImportedPersons,
  deleteImportedResearch,
  type ImportedResearchSpans,
  personTiedToImport,
  type ImportedPersons,
} from './import-revert.repository.js';
import { serverText } from '../../infra/user-text.js';
import { conflict } from '../../infra/errors.js';
import { applyRowSet, firstDifference, type RowSet } from '../data/row-sets.repository.js';
import { currentRowsInSlices } from './import-merges.js';

const importedRange = (recorded: Fields) => recorded._persons as ImportedPersons | undefined;

/**
 * A whole GEDCOM import (issue 29): its revert deletes the persons it brought (with their unions,
 * profile rows and imported facts) and nothing else. Refused, naming the later change, while
 * anything done since depends on them: an edit of an imported person, a child or spouse added to
 * one. The revert itself is not revertible: the file is imported again instead
 * (docs/decisions/0030). Imports recorded before the ids were kept are not revertible either.
 */
export const importReverter: ChangeReverter = {
  revertible(change) {
    if (change.action !== 'gedcom.import') return false;
    return importedRange(after(change)) !== undefined;
  },
  async revert(trx, familyId, change) {
    const recorded = after(change);
    // Into an existing tree (decision 0055): its merges are undone first, as a merge's revert
    // does, so the file's persons it merged are back, theirs again, for the deletes below.
    const merges = recorded._merges as { before: RowSet; after: RowSet } | undefined;
    if (merges) await unmerge(trx, merges);
    const range = importedRange(recorded)!;
    await assertNoLaterChangeAbout(
      trx,
      familyId,
      change.id,
      range,
      serverText('history.whatImported'),
    );
    const tied = await personTiedToImport(trx, familyId, range);
    if (tied)
      await assertNothingDependsOn(trx, familyId, change.id, [
        { personId: tied.id, what: serverText('history.whatTiedToImport', { name: nameOf(tied) }) },
      ]);
    await deleteImportedPersons(trx, familyId, range);
    const research = recorded._research as ImportedResearchSpans | undefined;
    if (research) await deleteImportedResearch(trx, familyId, research);
    const { _persons: _range, _research: _spans, _merges: _rows, ...before } = recorded;
    return { before, after: null };
  },
};

/** The merges' rows written back as they were; refused (409) when any changed since. */
async function unmerge(
  trx: Parameters<ChangeReverter['revert']>[0],
  rows: { before: RowSet; after: RowSet },
) {
  const keys: RowSet = {};
  for (const set of [rows.after, rows.before])
    for (const [table, list] of Object.entries(set) as Array<[keyof RowSet, RowSet[keyof RowSet]]>)
      keys[table] = [...(keys[table] ?? []), ...(list ?? [])];
  const now = await currentRowsInSlices(trx, keys);
  if (firstDifference(rows.after, keys, now) !== null)
    throw conflict(serverText('gedcom.mergedSince'));
  await applyRowSet(trx, rows.after, rows.before);
}

function after(change: Parameters<ChangeReverter['revertible']>[0]): Fields {
  return Object.fromEntries(
    Object.entries(storedChanges(change)).map(([field, c]) => [field, c.after]),
  );
}
