import {
  messages,
  type FounderRequest,
  type LinkRequestSent,
  type Marriage,
  type MemberDetail,
  type SaveMemberInput,
  type SaveMemberRequest,
} from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { conflict, forbidden, invalidInput, notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import type { AuthUser } from '../../infra/authentication.js';
import { memberDetail } from './member-detail.js';
import { lockSiblingGroup, placeAmongSiblings, type ReorderGuard } from '../data/sibling-order.js';
import {
  assertFamilyAdmin,
  canEditAll,
  canEditPerson,
  editablePerson,
} from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import {
  insertPerson,
  renamePerson,
  setParent,
  type NewPerson,
} from '../data/person-writes.repository.js';
import {
  childrenOf,
  countChildren,
  findPerson,
  findPersonOfAnyFamily,
  lockPersons,
  spousesOf,
  type PersonRow,
} from '../data/tree.repository.js';
import { addUnion, assertCanMarry } from '../data/unions.js';
import { marriageParties, saveMarriage, writeMarriage, type MarriageParties } from './marriage.js';
import { assertParentKeepsGender } from '../data/parent-gender.js';
import { personFacts, personRowOf, recordTreeChange } from './tree-history.js';
import { deletePerson, deleteSpouse } from './tree-deletes.js';
import type { Fields } from '../history/history.writer.js';
import { serverText } from '../../infra/user-text.js';

/** A saveMember body that creates or edits a person (all but linking an existing spouse). */
type NewPersonFields = Exclude<SaveMemberInput, { isSpouseMember: true }>;

/**
 * Asks the other family's admins to consent to a link (the link-requests module's sendLinkRequest,
 * handed in by app.ts: the tree and the link requests stand on the same floor, decision 0031).
 */
export type SendLinkRequest = (
  db: Db,
  viewer: AuthUser,
  member: PersonRow,
  target: PersonRow,
) => Promise<LinkRequestSent>;

export function createTreeWritesService({ db }: AppContext, sendLinkRequest: SendLinkRequest) {
  const editable = async (scope: RequestScope, id: number): Promise<PersonRow> =>
    (await editablePerson(db, scope, id)).person;

  const founderAdmin = (scope: RequestScope) =>
    assertFamilyAdmin(scope, serverText('tree.founderAdminOnly'));

  /** Moving a member renumbers siblings: a branch admin may move only within their branch. */
  const withinBranch =
    (trx: Db, scope: RequestScope): ReorderGuard =>
    async (siblings) => {
      if (!(await canEditAll(trx, scope, siblings)))
        throw forbidden(serverText('tree.reorderOwnBranch'));
    };

  async function saveMember(
    scope: RequestScope,
    memberId: number,
    input: SaveMemberInput,
    /** The member, when the route already found it editable (before validating the body). */
    editableMember?: PersonRow,
  ): Promise<MemberDetail | LinkRequestSent> {
    const member = editableMember ?? (await editable(scope, memberId));
    const viewer = scope.viewer;
    const user = viewer!;
    let requestSent: LinkRequestSent | null = null;
    // A rename answers the member it wrote, without reading it back.
    let renamed: PersonRow | null = null;
    const person = (fields: NewPersonFields): NewPerson => ({
      firstName: fields.firstName,
      middleName: fields.middleName,
      lastName: fields.lastName,
      gender: fields.gender,
    });

    await inTransaction(db, async (trx) => {
      switch (input.memberType) {
        case 'SELF': {
          await lockSiblingGroup(trx, member);
          await assertParentKeepsGender(trx, member, input.gender);
          const before = await personFacts(trx, member.family_id, member.id);
          if (!before) throw notFound(serverText('members.notFound'));
          const names = person(input);
          await renamePerson(
            trx,
            member.family_id,
            member.id,
            names,
            before.nick_name as string | null,
          );
          // What the rename wrote over what was there: no second read unless siblings moved.
          let after: Fields = {
            ...before,
            first_name: names.firstName,
            middle_name: names.middleName || null,
            last_name: names.lastName,
            gender: names.gender,
          };
          const parent = member.father_id ?? member.mother_id;
          if (parent !== null && typeof input.childOrder === 'number') {
            const siblings = (await childrenOf(trx, [parent])).length;
            if (input.childOrder > siblings)
              throw invalidInput({
                childOrder: serverText('tree.childOrderRange', { max: String(siblings) }),
              });
            await placeAmongSiblings(
              trx,
              parent,
              member.id,
              input.childOrder,
              withinBranch(trx, scope),
            );
            after = (await personFacts(trx, member.family_id, member.id))!;
          }
          // A rename is the Basic details tab's change (its version moves too).
          await recordTreeChange(
            trx,
            user,
            member.family_id,
            'person.edit',
            member.id,
            before,
            after,
            'basic',
          );
          renamed = { ...member, ...personRowOf(after) };
          return;
        }
        case 'FATHER':
        case 'MOTHER': {
          const slot = input.memberType === 'FATHER' ? 'father_id' : 'mother_id';
          if (member[slot] !== null)
            throw conflict(
              serverText(input.memberType === 'FATHER' ? 'tree.hasFather' : 'tree.hasMother'),
            );
          await lockSiblingGroup(trx, member);
          const gender = input.memberType === 'FATHER' ? 'M' : 'F';
          const parentId = await insertPerson(
            trx,
            member.family_id,
            { ...person(input), gender },
            { father: null, mother: null },
          );
          await setParent(
            trx,
            member.family_id,
            member.id,
            slot,
            parentId,
            member.child_order ?? 1,
          );
          const otherParent = input.memberType === 'FATHER' ? member.mother_id : member.father_id;
          // The new parent and the known one are a couple in the tree.
          // Never when the known parent belongs to another family: that would give their person a
          // spouse without their family's consent (docs/decisions/0008).
          if (
            otherParent !== null &&
            !(await spousesOf(trx, otherParent)).length &&
            (await findPerson(trx, member.family_id, otherParent)) !== undefined
          )
            await addUnion(trx, member.family_id, otherParent, parentId);
          await recordTreeChange(trx, user, member.family_id, 'person.add', parentId, null, {
            ...(await personFacts(trx, member.family_id, parentId)),
            [input.memberType === 'FATHER' ? 'father_of' : 'mother_of']: member.id,
          });
          return;
        }
        case 'SPOUSE': {
          if (input.isSpouseMember) {
            // Chosen in any family: one of another family is linked only with its consent below.
            const spouse = await findPersonOfAnyFamily(trx, input.spouseId);
            if (!spouse) throw notFound(serverText('tree.chosenMemberMissing'));
            // Linking writes the chosen person's record too, and would put them in the branch
            // (as a descendant's spouse): a branch admin could otherwise pull any person of the
            // family into their branch and then edit or delete them and their children. Persons
            // of this family must be editable by the viewer.
            const mayEditSpouse = await canEditPerson(trx, scope, spouse);
            if (spouse.family_id === member.family_id && !mayEditSpouse) {
              throw forbidden(serverText('tree.linkOutsideBranch'));
            }
            await assertCanMarry(trx, member, spouse);
            // A person of another family is linked only with that family's consent: directly by
            // someone who may edit both persons, otherwise by a request its family admin answers.
            if (!mayEditSpouse) {
              requestSent = await sendLinkRequest(trx, viewer!, member, spouse);
              return;
            }
            await addUnion(trx, member.family_id, member.id, spouse.id);
            await recordTreeChange(trx, user, member.family_id, 'union.add', member.id, null, {
              spouse_id: spouse.id,
            });
            await writeMarriage(trx, user, member, spouse, input);
            return;
          }
          const spouseId = await insertPerson(trx, member.family_id, person(input), {
            father: null,
            mother: null,
          });
          await addUnion(trx, member.family_id, member.id, spouseId);
          await recordTreeChange(trx, user, member.family_id, 'person.add', spouseId, null, {
            ...(await personFacts(trx, member.family_id, spouseId)),
            spouse_of: member.id,
          });
          const spouse = (await findPerson(trx, member.family_id, spouseId))!;
          await writeMarriage(trx, user, member, spouse, input);
          return;
        }
        case 'CHILD': {
          // The other parent must be a spouse: for a person of another family that union exists
          // only with their family's consent (a direct link or an accepted link request).
          const spouses = await spousesOf(trx, member.id);
          let other: PersonRow | undefined;
          if (input.spouseId) {
            other = spouses.find((s) => s.id === input.spouseId);
            if (!other) throw invalidInput({ spouseId: serverText('tree.otherParentSpouse') });
          } else if (spouses.length === 1) other = spouses[0];
          else if (spouses.length > 1)
            throw invalidInput({ spouseId: serverText('tree.otherParentRequired') });
          // Both parents number this child group: lock them before counting it.
          await lockPersons(trx, other ? [member.id, other.id] : [member.id]);
          const count = await countChildren(trx, member.id);
          if (typeof input.childOrder === 'number' && input.childOrder > count + 1) {
            throw invalidInput({
              childOrder: serverText('tree.childOrderRange', { max: String(count + 1) }),
            });
          }
          // The child's father slot takes a man and the mother slot a woman.
          if (member.gender === 'U' || other?.gender === 'U')
            throw conflict(messages.member.parentGenderUnknown);
          const memberIsFather = member.gender === 'M' || other?.gender === 'F';
          const parents = memberIsFather
            ? { father: member.id, mother: other?.id ?? null }
            : { father: other?.id ?? null, mother: member.id };
          const childId = await insertPerson(trx, member.family_id, person(input), parents);
          await placeAmongSiblings(
            trx,
            member.id,
            childId,
            input.childOrder ?? count + 1,
            withinBranch(trx, scope),
          );
          await recordTreeChange(
            trx,
            user,
            member.family_id,
            'person.add',
            childId,
            null,
            await personFacts(trx, member.family_id, childId),
          );
          return;
        }
      }
    });
    if (requestSent) return requestSent;
    // The viewer was allowed to edit the member, and a rename does not move them out of a branch.
    if (renamed) return memberDetail(db, scope, renamed, true);
    return memberDetail(db, scope, (await findPerson(db, member.family_id, member.id))!);
  }

  return {
    saveMember,

    /** The member if the viewer may edit them (401, 404 or 403 otherwise), asked before the body. */
    editableMember: editable,

    /** The marriage's two persons if the viewer may write it (401, 404 or 403), asked before the body. */
    marriageParties: (scope: RequestScope, memberId: number, spouseId: number) =>
      marriageParties(db, scope, memberId, spouseId),

    saveMarriage: (parties: MarriageParties, body: Marriage) => saveMarriage(db, parties, body),

    deletePerson: (scope: RequestScope, parentId: number, personId: number) =>
      deletePerson(db, scope, parentId, personId),

    deleteSpouse: (scope: RequestScope, memberId: number, spouseId: number) =>
      deleteSpouse(db, scope, memberId, spouseId),

    /** Who may add a founder, asked before the body is validated (issue 28). */
    assertMayAddFounder: founderAdmin,

    async addFounder(scope: RequestScope, input: FounderRequest): Promise<MemberDetail> {
      const admin = await founderAdmin(scope);
      const { familyId } = scope;
      const id = await inTransaction(db, async (trx) => {
        const founder = await insertPerson(trx, familyId, input, { father: null, mother: null });
        const after = await personFacts(trx, familyId, founder);
        await recordTreeChange(trx, admin, familyId, 'person.add', founder, null, after);
        return founder;
      });
      return memberDetail(db, scope, (await findPerson(db, familyId, id))!);
    },
  };
}

export type TreeWritesService = ReturnType<typeof createTreeWritesService>;

export type { SaveMemberRequest };
