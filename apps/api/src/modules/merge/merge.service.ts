import type { Locale, MergedPerson, MergeRequest } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { AppError, forbidden, invalidInput } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { serverText } from '../../infra/user-text.js';
import { errorCodes } from '@familytree/shared';
import { canEditPerson, editablePerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { nameOf, searchNameOf } from '../data/person-name.js';
import { applyRowSet, changedRows, currentRows, type RowSet } from '../data/row-sets.repository.js';
import { findPersonOfAnyFamily, lockPersons, type PersonRow } from '../data/tree.repository.js';
import { findAncestors } from '../data/walks.repository.js';
import type { Row } from '../data/whole-rows.repository.js';
import { recordChange } from '../history/history.writer.js';
import { lostValuesNote } from './merge-note.js';
import { mergedPerson, movedRows, unchosenParents } from './merge-plan.js';
import { historyToJoin, insertNote, rowsOfBoth } from './merge-snapshot.repository.js';

export const mergeSection = 'merge';

const refused = (message: ReturnType<typeof serverText>, field: string) =>
  new AppError(409, errorCodes.conflict, message, { [field]: message });

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
        );
        await applyRowSet(trx, { ...before, notes: from.notes }, after);
        const now = await currentRows(trx, keysOf(before, after));
        const changed = changedRows(before, now);
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

/** A person and their own ancestor are never one person: refused (409) either way round. */
async function assertNotInLine(db: Db, keep: PersonRow, other: PersonRow) {
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
): Promise<RowSet> {
  const familyId = keep.family_id;
  const created = nowIso();
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
