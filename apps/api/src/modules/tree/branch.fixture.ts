import type { FamilyRole, MembershipStatus } from '@familytree/shared';
import { createFamily, createUser, login, testPassword } from '../../test-support/index.js';
import type { TestContext, TestFamily, TestUser } from '../../test-support/index.js';
import { addPerson, assignBranch, marry } from './tree.test-helpers.js';

/**
 * A family with a branch for the permission tests:
 *
 * R ─ RW
 *   A ─ AS          (A is assigned to the branch admins below)
 *     AC ─ ACS
 *       ACC
 *   B ─ BS
 *     BC
 *
 * Users: the family admin; `branch` an ACTIVE branch admin of A; `invited` and `blocked` branch
 * admins of A with those statuses (`blocked` is ACTIVE in the other family); `idle` an ACTIVE branch admin with no assignment; `otherAdmin`
 * the family admin of another family (which has a person X).
 */
export interface BranchWorld {
  family: TestFamily;
  other: TestFamily;
  ids: Record<'r' | 'rw' | 'a' | 'as' | 'ac' | 'acs' | 'acc' | 'b' | 'bs' | 'bc' | 'x', number>;
  users: Record<'admin' | 'branch' | 'invited' | 'blocked' | 'idle' | 'otherAdmin', TestUser>;
  tokens: Record<'admin' | 'branch' | 'invited' | 'blocked' | 'idle' | 'otherAdmin', string>;
}

export async function buildBranchWorld(t: TestContext): Promise<BranchWorld> {
  const { context } = t;
  const family = await createFamily(context);
  const other = await createFamily(context);
  const add = (first: string, parents: { father?: number; mother?: number } = {}, g = 'M') =>
    addPerson(context, family.familyId, {
      first,
      gender: g as 'M' | 'F',
      father: parents.father ?? null,
      mother: parents.mother ?? null,
      order: parents.father || parents.mother ? 1 : null,
    });
  const r = await add('R');
  const rw = await add('RW', {}, 'F');
  await marry(context, family.familyId, r, rw);
  const a = await add('A', { father: r, mother: rw });
  const b = await add('B', { father: r, mother: rw });
  await context.db.updateTable('persons').set({ child_order: 2 }).where('id', '=', b).execute();
  const as = await add('AS', {}, 'F');
  await marry(context, family.familyId, a, as);
  const ac = await add('AC', { father: a, mother: as });
  const acs = await add('ACS', {}, 'F');
  await marry(context, family.familyId, ac, acs);
  const acc = await add('ACC', { father: ac, mother: acs });
  const bs = await add('BS', {}, 'F');
  await marry(context, family.familyId, b, bs);
  const bc = await add('BC', { father: b, mother: bs });
  const x = await addPerson(context, other.familyId, { first: 'X' });

  const member = (
    role: FamilyRole,
    status: MembershipStatus = 'ACTIVE',
    familyId = family.familyId,
  ) =>
    createUser(context, {
      firstName: `${role}-${status}`,
      memberships: [{ familyId, role, status }],
    });
  const branch = await member('BRANCH_ADMIN');
  const invited = await member('BRANCH_ADMIN', 'INVITED');
  // Blocked here but ACTIVE in the other family: someone blocked everywhere cannot log in at all.
  const blocked = await createUser(context, {
    firstName: 'BRANCH_ADMIN-BLOCK',
    memberships: [
      { familyId: family.familyId, role: 'BRANCH_ADMIN', status: 'BLOCK' },
      { familyId: other.familyId, role: 'BRANCH_ADMIN' },
    ],
  });
  const idle = await member('BRANCH_ADMIN');
  for (const user of [branch, invited, blocked]) {
    await assignBranch(context, family.familyId, user.userId, a);
  }
  const users = {
    admin: family.admin,
    branch,
    invited,
    blocked,
    idle,
    otherAdmin: other.admin,
  };
  const tokens = {} as BranchWorld['tokens'];
  // Invited users and users blocked by this family only can log in: the status takes the rights.
  for (const [key, user] of Object.entries(users)) {
    tokens[key as keyof typeof users] = await login(t.app, user.email, testPassword);
  }
  return { family, other, ids: { r, rw, a, as, ac, acs, acc, b, bs, bc, x }, users, tokens };
}
