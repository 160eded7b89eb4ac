import { messages } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { forbidden } from '../../infra/errors.js';
import { membershipStatusesOfUser } from '../data/users.repository.js';

/**
 * Refuses a session to someone every family has blocked: no ACTIVE membership, at least one BLOCK.
 * A pending invitation still lets them in, only to answer it (docs/decisions/0010).
 */
export async function refuseBlockedUser(db: Db, userId: number): Promise<void> {
  const statuses = await membershipStatusesOfUser(db, userId);
  const blocked =
    statuses.includes('BLOCK') && !statuses.includes('ACTIVE') && !statuses.includes('INVITED');
  if (blocked) throw forbidden(messages.login.accountBlocked);
}
