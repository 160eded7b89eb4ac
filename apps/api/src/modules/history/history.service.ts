import {
  historyMessages,
  type ChangePage,
  type ChangeRecord,
  type PersonSection,
} from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import { conflict, notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertFamilyAdmin, editablePerson } from '../access/access.policy.js';
import {
  personSectionFields,
  readPersonSection,
  writePersonFields,
} from '../profiles/person-sections.js';
import {
  findChange,
  listChanges,
  newerChangesOf,
  type ChangeFilter,
} from './history.repository.js';
import { changeRecord, isRevertible, storedChanges, type SectionFields } from './history.view.js';
import { lockForEdit, recordChange } from './history.writer.js';

const fieldsOf: SectionFields = (section) => {
  const fields = personSectionFields[section as PersonSection];
  return fields ? new Set<string>([...fields.columns, ...fields.lists]) : undefined;
};

export function createHistoryService({ db }: AppContext) {
  async function page(filter: ChangeFilter, page: number, pageSize: number): Promise<ChangePage> {
    const { rows, total } = await listChanges(db, filter, page, pageSize);
    return { items: rows.map((r) => changeRecord(r, fieldsOf)), page, pageSize, total };
  }

  return {
    /** A person's history: for those who may edit the person (the History tab of the profile). */
    async ofPerson(
      viewer: AuthUser | null,
      familyId: number,
      personId: number,
      paging: { page: number; pageSize: number },
    ): Promise<ChangePage> {
      await editablePerson(db, viewer, familyId, personId);
      return page({ familyId, personId }, paging.page, paging.pageSize);
    },

    /** Recent changes of the family: family admins only. Dates are whole UTC days. */
    async ofFamily(
      viewer: AuthUser | null,
      familyId: number,
      query: {
        page: number;
        pageSize: number;
        personId?: number | undefined;
        userId?: number | undefined;
        from?: string | undefined;
        to?: string | undefined;
      },
    ): Promise<ChangePage> {
      await assertFamilyAdmin(db, viewer, familyId, historyMessages.onlyAdmins);
      return page(
        {
          familyId,
          personId: query.personId,
          userId: query.userId,
          from: query.from,
          // The whole last day: every stamp of that day sorts before "<day>T~".
          to: query.to === undefined ? undefined : `${query.to}T~`,
        },
        query.page,
        query.pageSize,
      );
    },

    /**
     * Writes back the values a change replaced, when no newer change touched the same fields, in
     * one transaction with its own record (which names the reverted one).
     */
    async revert(
      viewer: AuthUser | null,
      familyId: number,
      changeId: number,
    ): Promise<ChangeRecord> {
      const admin = await assertFamilyAdmin(db, viewer, familyId, historyMessages.onlyAdmins);
      const id = await inTransaction(db, async (trx) => {
        const change = await findChange(trx, familyId, changeId);
        if (!change) throw notFound('No such change in this family.');
        if (!isRevertible(change, fieldsOf)) throw conflict(historyMessages.notRevertible);
        const personId = change.entity_id!;
        const section = change.section as PersonSection;
        await lockForEdit(trx, 'persons', personId);
        const fields = storedChanges(change);
        const newer = (await newerChangesOf(trx, 'person', personId, change.id)).find((n) =>
          Object.keys(storedChanges(n)).some((f) => f in fields),
        );
        if (newer) throw conflict(historyMessages.newerChange(newer.user_name, newer.created_at));
        const current = await readPersonSection(trx, familyId, personId, section);
        if (!current) throw conflict(historyMessages.entityGone);
        const restored = Object.fromEntries(Object.entries(fields).map(([f, c]) => [f, c.before]));
        await writePersonFields(trx, familyId, personId, restored);
        const after = await readPersonSection(trx, familyId, personId, section);
        const recorded = await recordChange(trx, {
          familyId,
          user: admin,
          action: 'revert',
          entityType: 'person',
          entityId: personId,
          personId,
          section,
          before: current,
          after,
          revertsId: change.id,
        });
        return recorded!;
      });
      return changeRecord((await findChange(db, familyId, id))!, fieldsOf);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
