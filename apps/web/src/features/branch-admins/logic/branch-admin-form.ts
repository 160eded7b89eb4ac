import {
  branchAdminSaveSchema,
  membershipStatuses,
  type BranchAdmin,
  type BranchAdminSave,
  type MembershipStatus,
} from '@familytree/shared';
import { z } from 'zod';

/** The Branch Admin form of spec part 5: the save schema's own rules and messages. */
export const branchAdminFormSchema = branchAdminSaveSchema
  .pick({ firstName: true, lastName: true, email: true })
  .extend({ status: z.enum(membershipStatuses) });

export type BranchAdminFormValues = z.infer<typeof branchAdminFormSchema>;

export const formFields = ['firstName', 'lastName', 'email', 'status'] as const;

export function formValuesOf(admin: BranchAdmin | null): BranchAdminFormValues {
  return {
    firstName: admin?.firstName ?? '',
    lastName: admin?.lastName ?? '',
    email: admin?.email ?? '',
    status: admin?.status ?? 'INVITED',
  };
}

/** A new admin gets no status: the server invites them (or activates an existing account). */
export function toSaveRequest(
  values: BranchAdminFormValues,
  admin: BranchAdmin | null,
): BranchAdminSave {
  const { firstName, lastName, email } = values;
  return admin
    ? { userId: admin.userId, firstName, lastName, email, status: values.status }
    : { firstName, lastName, email };
}

/** Spec part 4: saving with BLOCK asks first (once: an admin already blocked is not asked again). */
export function needsBlockConfirmation(
  values: BranchAdminFormValues,
  admin: BranchAdmin | null,
): boolean {
  return admin !== null && values.status === 'BLOCK' && admin.status !== 'BLOCK';
}

/** Name and email are the account owner's; a family may correct only its own unclaimed invitation. */
export function isAccountLocked(admin: BranchAdmin | null): boolean {
  return admin !== null && !admin.accountEditable;
}

/** ACTIVE is the owner's answer: offered only where they accepted this family once. */
export function isStatusOffered(status: MembershipStatus, admin: BranchAdmin | null): boolean {
  return status !== 'ACTIVE' || admin === null || admin.accepted || admin.status === 'ACTIVE';
}
