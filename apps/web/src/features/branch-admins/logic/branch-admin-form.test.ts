import { messages, type BranchAdmin } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import {
  branchAdminFormSchema,
  formValuesOf,
  isAccountLocked,
  isStatusOffered,
  needsBlockConfirmation,
  toSaveRequest,
} from './branch-admin-form';

const admin = (patch: Partial<BranchAdmin> = {}): BranchAdmin => ({
  userId: 7,
  firstName: 'Rosa',
  lastName: 'Mathew',
  email: 'rosa@example.com',
  status: 'ACTIVE',
  assignedMembers: [],
  accepted: true,
  accountEditable: false,
  ...patch,
});

const errorsOf = (values: Record<string, string>) => {
  const result = branchAdminFormSchema.safeParse({ ...formValuesOf(null), ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the Branch Admin form', () => {
  it('uses the spec messages of part 5', () => {
    expect(errorsOf({})).toEqual({
      firstName: messages.branchAdmin.nameRequired,
      lastName: messages.branchAdmin.nameRequired,
      email: messages.branchAdmin.emailRequired,
    });
    expect(errorsOf({ firstName: 'A', lastName: 'B', email: 'nope' })).toEqual({
      email: messages.branchAdmin.emailInvalid,
    });
    expect(errorsOf({ firstName: ' A ', lastName: 'B', email: 'a@b.example' })).toEqual({});
  });

  it('sends no status for a new admin, and the chosen one when editing', () => {
    const values = { ...formValuesOf(admin()), status: 'BLOCK' as const };
    expect(toSaveRequest(values, null)).toEqual({
      firstName: 'Rosa',
      lastName: 'Mathew',
      email: 'rosa@example.com',
    });
    expect(toSaveRequest(values, admin())).toMatchObject({ userId: 7, status: 'BLOCK' });
  });

  it('asks before blocking an admin who is not blocked yet', () => {
    const blocking = { ...formValuesOf(admin()), status: 'BLOCK' as const };
    expect(needsBlockConfirmation(blocking, admin())).toBe(true);
    expect(needsBlockConfirmation(blocking, admin({ status: 'BLOCK' }))).toBe(false);
    expect(needsBlockConfirmation(formValuesOf(admin()), admin())).toBe(false);
    expect(needsBlockConfirmation(blocking, null)).toBe(false);
  });

  it("locks the account's name and email unless it is this family's unclaimed invitation", () => {
    expect(isAccountLocked(null)).toBe(false);
    expect(isAccountLocked(admin())).toBe(true);
    expect(isAccountLocked(admin({ status: 'INVITED', accountEditable: true }))).toBe(false);
  });

  it('offers ACTIVE only where the owner has accepted the invitation once', () => {
    const invited = admin({ status: 'INVITED', accepted: false });
    expect(isStatusOffered('ACTIVE', invited)).toBe(false);
    expect(isStatusOffered('BLOCK', invited)).toBe(true);
    expect(isStatusOffered('ACTIVE', admin({ status: 'BLOCK', accepted: false }))).toBe(false);
    expect(isStatusOffered('ACTIVE', admin({ status: 'BLOCK', accepted: true }))).toBe(true);
    expect(isStatusOffered('ACTIVE', admin())).toBe(true);
  });
});
