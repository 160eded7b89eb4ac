import {
  changeKinds,
  historyMessages,
  type ChangeKind,
  type ChangeAuthor,
  type ChangePage,
  type ChangeRecord,
} from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { conflict, forbidden, notFound, unauthenticated } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertFamilyAdmin, editableProfile } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { branchRootsOf } from '../access/branch-roots.js';
import { branchPeopleOf } from '../data/walks.repository.js';
import {
  changeAuthors,
  copyChangePersons,
  findChange,
  listChanges,
  personNames,
  type ChangeFilter,
} from './history.repository.js';
import { isRevertible, type ChangeReverters } from './change-reverters.js';
import { changeRecord } from './history.view.js';
import { recordChange } from './history.writer.js';
import { serverText } from '../../infra/user-text.js';

/** `reverters`: how each domain undoes its own records (composed in app.ts). */
export function createHistoryService({ db }: AppContext, reverters: ChangeReverters) {
  /** What of the family's history a viewer reads: all (undefined), their branch, or nothing (403). */
  async function readableBranch(scope: RequestScope) {
    const { viewer, familyId } = scope;
    if (!viewer) throw unauthenticated();
    const role = await scope.role();
    if (role === 'FAMILY_ADMIN') return undefined;
    if (role !== 'BRANCH_ADMIN') throw forbidden(historyMessages.onlyAdmins);
    return branchPeopleOf(await branchRootsOf(db, familyId, viewer.userId));
  }

  const revertible = (row: Parameters<typeof isRevertible>[1]) => isRevertible(reverters, row);

  async function page(filter: ChangeFilter, page: number, pageSize: number): Promise<ChangePage> {
    const { rows, total } = await listChanges(db, filter, page, pageSize);
    const ids = rows.flatMap((r) => (r.person_id === null ? [] : [r.person_id]));
    const names = await personNames(db, filter.familyId, ids);
    return { items: rows.map((r) => changeRecord(r, revertible, names)), page, pageSize, total };
  }

  async function recordOf(familyId: number, id: number): Promise<ChangeRecord> {
    const row = (await findChange(db, familyId, id))!;
    const names = await personNames(db, familyId, row.person_id === null ? [] : [row.person_id]);
    return changeRecord(row, revertible, names);
  }

  return {
    /**
     * A person's history (the History tab of the profile): for those who may edit the profile,
     * a member their own (issue 29).
     */
    async ofPerson(
      scope: RequestScope,
      personId: number,
      paging: { page: number; pageSize: number },
    ): Promise<ChangePage> {
      await editableProfile(db, scope, personId);
      return page({ familyId: scope.familyId, personId }, paging.page, paging.pageSize);
    },

    /**
     * Recent changes of the family: a family admin's are all of them, a branch admin's those
     * about the persons of their branch (issue 29). Dates are whole UTC days.
     */
    async ofFamily(
      scope: RequestScope,
      query: {
        page: number;
        pageSize: number;
        personId?: number | undefined;
        userId?: number | undefined;
        kind?: ChangeKind | undefined;
        from?: string | undefined;
        to?: string | undefined;
      },
    ): Promise<ChangePage> {
      return page(
        {
          familyId: scope.familyId,
          personIn: await readableBranch(scope),
          personId: query.personId,
          userId: query.userId,
          actions: query.kind && changeKinds[query.kind].actions,
          from: query.from,
          // The whole last day: every stamp of that day sorts before "<day>T~".
          to: query.to === undefined ? undefined : `${query.to}T~`,
        },
        query.page,
        query.pageSize,
      );
    },

    /**
     * Undoes a change with its entity's reverter, in one transaction with its own record (which
     * names the reverted one, and is itself revertible). A revert that would change nothing is a
     * 409: there is nothing to undo, and nothing is recorded.
     */
    async revert(scope: RequestScope, changeId: number): Promise<ChangeRecord> {
      const admin = await assertFamilyAdmin(scope, historyMessages.onlyAdmins);
      const { familyId } = scope;
      const id = await inTransaction(db, async (trx) => {
        const change = await findChange(trx, familyId, changeId);
        if (!change) throw notFound(serverText('history.noSuchChange'));
        if (!revertible(change)) throw conflict(historyMessages.notRevertible);
        const { before, after } = await reverters[change.entity_type]!.revert(
          trx,
          familyId,
          change,
        );
        const recorded = await recordChange(trx, {
          familyId,
          user: admin,
          action: 'revert',
          entityType: change.entity_type,
          entityId: change.entity_id,
          personId: change.person_id,
          section: change.section,
          before,
          after,
          revertsId: change.id,
        });
        // Nothing differs (the values are back already, by a write the history did not see): no
        // record, and the transaction rolls back whatever the reverter touched.
        if (recorded === null) throw conflict(historyMessages.nothingToRevert);
        await copyChangePersons(trx, familyId, change.id, recorded);
        return recorded;
      });
      return recordOf(familyId, id);
    },

    /** The users named in the family's history: the Recent changes page's user filter. */
    async authors(scope: RequestScope): Promise<ChangeAuthor[]> {
      await assertFamilyAdmin(scope, historyMessages.onlyAdmins);
      return changeAuthors(db, scope.familyId);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
