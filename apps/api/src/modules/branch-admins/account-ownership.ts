import type { MembershipStatus } from '@familytree/shared';
import { messages } from '@familytree/shared';
import type { UserRow } from '../data/users.repository.js';
import { normalizeEmail } from '../data/users.repository.js';

/**
 * The rules that keep an account its owner's (docs/decisions/0010-account-ownership.md): a family
 * admin manages the membership in their family, never the person's login.
 */

/** Only an unclaimed invitation of this family alone may have its name and email corrected. */
export function isAccountEditable(account: {
  status: string;
  hasPassword: boolean;
  inOtherFamilies: boolean;
}): boolean {
  return account.status === 'INVITED' && !account.hasPassword && !account.inOtherFamilies;
}

export interface AccountFields {
  firstName: string;
  lastName: string;
  email: string;
}

/** The fields of the body that differ from the account, each with the reason it may not change. */
export function accountChanges(user: UserRow, body: AccountFields): Record<string, string> {
  const changes: Record<string, string> = {};
  if (body.firstName !== user.first_name) changes.firstName = messages.branchAdmin.ownerOnlyName;
  if (body.lastName !== user.last_name) changes.lastName = messages.branchAdmin.ownerOnlyName;
  if (normalizeEmail(body.email) !== normalizeEmail(user.email))
    changes.email = messages.branchAdmin.ownerOnlyEmail;
  return changes;
}

/**
 * The status a family admin may set. BLOCK and REJECTED always; INVITED asks the owner (again);
 * ACTIVE only where the owner has accepted once, so a family cannot say yes in their place.
 */
export function statusRefusal(
  wanted: MembershipStatus,
  current: { status: string; acceptedAt: string | null },
): string | null {
  if (wanted === 'ACTIVE' && current.status !== 'ACTIVE' && current.acceptedAt === null)
    return messages.branchAdmin.activeNeedsConsent;
  return null;
}
