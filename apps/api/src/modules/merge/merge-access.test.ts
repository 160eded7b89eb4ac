import { describe, expect, it } from 'vitest';
import { createFamily, createUser, login, testPassword } from '../../test-support/index.js';
import { assignBranch } from '../tree/tree.test-helpers.js';
import { useMergeBed } from './merge.test-helpers.js';

/** Issue 33: who may merge two persons: the family's admins, and a branch admin in the branch. */

const { bed, add, merge } = useMergeBed();

describe('who may merge', () => {
  it('answers 401 to a visitor, 403 to another family’s admin and to a branch admin outside the branch, before the body', async () => {
    const root = await add({ first: 'Rod' });
    const inside = await add({ first: 'Ivy', father: root });
    const outside = await add({ first: 'Oz' });
    const branch = await createUser(bed.t.context, {
      memberships: [{ familyId: bed.family.familyId, role: 'BRANCH_ADMIN' }],
    });
    await assignBranch(bed.t.context, bed.family.familyId, branch.userId, root);
    const branchToken = await login(bed.t.app, branch.email, branch.password);
    const otherFamily = await createFamily(bed.t.context);
    const otherAdmin = await login(bed.t.app, otherFamily.admin.email, testPassword);

    expect((await merge(inside, { otherId: 'nonsense' }, '')).statusCode).toBe(401);
    expect((await merge(inside, { otherId: 'nonsense' }, otherAdmin)).statusCode).toBe(403);
    expect((await merge(outside, { otherId: 'nonsense' }, branchToken)).statusCode).toBe(403);
    const res = await merge(inside, { otherId: outside }, branchToken);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toContain('You may not edit Oz');
    const allowed = await merge(root, { otherId: inside }, branchToken);
    expect(allowed.statusCode, allowed.body).toBe(409);
  });
});
