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
    const { _persons: _range, _research: _spans, ...before } = recorded;
    return { before, after: null };
  },
};

function after(change: Parameters<ChangeReverter['revertible']>[0]): Fields {
  return Object.fromEntries(
    Object.entries(storedChanges(change)).map(([field, c]) => [field, c.after]),
  );
}
