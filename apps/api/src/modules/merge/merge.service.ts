import type { Locale, MergedPerson, MergeRequest } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { forbidden, invalidInput } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { serverText } from '../../infra/user-text.js';
import { canEditPerson, editablePerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { nameOf } from '../data/person-name.js';
import { findPersonOfAnyFamily, type PersonRow } from '../data/tree.repository.js';
import { recordChange } from '../history/history.writer.js';
import { assertNotInLine, mergeRows } from './merge-rows.js';

export const mergeSection = 'merge';

export function createMergeService(context: AppContext) {
  const { db } = context;
  return {
    /** Who may merge into `keepId`: 401, 404, 403 before the body is looked at. */
    keeper: (scope: RequestScope, keepId: number) => editablePerson(db, scope, keepId),

    async merge(
      scope: RequestScope,
      keeper: { person: PersonRow; user: AuthUser },
      body: MergeRequest,
      locale: Locale,
    ): Promise<MergedPerson> {
      const keep = keeper.person;
      const other = await otherOf(db, scope, keep, body.otherId);
      await assertNotInLine(db, keep, other);
      const choices = body.choices ?? {};
      return inTransaction(db, async (trx) => {
        const { merged, otherRow, changed } = await mergeRows(trx, keep, other, {
          choices,
          locale,
          redirect: true,
        });
        const changeId = await recordChange(trx, {
          familyId: keep.family_id,
          user: keeper.user,
          action: 'person.merge',
          entityType: 'person',
          entityId: keep.id,
          personId: keep.id,
          alsoAbout: [other.id],
          section: mergeSection,
          before: { merged_person: nameOf(otherRow as PersonRow), _rows: changed.before },
          after: { merged_person: null, _rows: changed.after },
        });
        return {
          personId: keep.id,
          familyId: keep.family_id,
          firstName: String(merged.first_name),
          middleName: (merged.middle_name as string | null) ?? null,
          lastName: String(merged.last_name),
          mergedId: other.id,
          changeId: changeId!,
        };
      });
    },
  };
}

export type MergeService = ReturnType<typeof createMergeService>;

async function otherOf(db: Db, scope: RequestScope, keep: PersonRow, otherId: number) {
  if (otherId === keep.id) throw invalidInput({ otherId: serverText('merge.samePerson') });
  const other = await findPersonOfAnyFamily(db, otherId);
  if (!other) throw invalidInput({ otherId: serverText('merge.unknownPerson') });
  if (other.family_id !== keep.family_id)
    throw invalidInput({ otherId: serverText('merge.otherFamily') });
  if (!(await canEditPerson(db, scope, other)))
    throw forbidden(serverText('merge.mayNotMerge', { name: nameOf(other) }));
  return other;
}
