import { purgeSpentPasswordResets } from './modules/auth/password-resets.repository.js';
import { purgeSpentSessions } from './modules/data/sessions.repository.js';
import { purgeSpentInvitations } from './modules/invitations/invitations.repository.js';
import { isoIn } from './infra/clock.js';
import type { Db } from './infra/database.js';

/** How long a used or expired invitation link keeps its helpful "already used" answer. */
export const spentInvitationRetentionMs = 30 * 24 * 60 * 60 * 1000;
export const housekeepingIntervalMs = 60 * 60 * 1000;

/** Deletes what can never be used again: expired sessions, spent hand-off codes, invitations and reset links. */
export async function purgeExpired(db: Db): Promise<void> {
  await purgeSpentSessions(db);
  await purgeSpentInvitations(db, isoIn(-spentInvitationRetentionMs));
  await purgeSpentPasswordResets(db, isoIn(-spentInvitationRetentionMs));
}

/**
 * Purges once at start and then every hour. Several server processes may each run it: the
 * deletes are idempotent. A failure is logged and tried again at the next round.
 */
export function startHousekeeping(db: Db, onError: (error: unknown) => void): () => void {
  const run = () => {
    purgeExpired(db).catch(onError);
  };
  run();
  const timer = setInterval(run, housekeepingIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
