import type { FamilyRole, InvitationAnswer, PendingInvitation } from '@familytree/shared';
import { messages } from '@familytree/shared';
import { withTransaction } from '../../infra/transactions.js';
import { removeAssignmentsOfUser } from '../data/branch-admins.repository.js';
import type { AppContext } from '../../infra/context.js';
import { notFound, unauthenticated } from '../../infra/errors.js';
import type { AuthUser } from '../../infra/authentication.js';
import type { AuthService } from '../auth/auth.service.js';
import {
  acceptMembership,
  declineMembership,
  endOpenInvitations,
  pendingInvitationsOf,
} from './invitations.repository.js';

/** The logged-in user's answers to the families that invited them (their account, their say). */
export function createMyInvitationsService({ db }: AppContext, auth: AuthService) {
  const requireViewer = (viewer: AuthUser | null): AuthUser => {
    if (!viewer) throw unauthenticated();
    return viewer;
  };
  const familyListOf = async (viewer: AuthUser): Promise<InvitationAnswer> => ({
    familyList: (await auth.check(viewer, undefined)).familyList,
  });

  return {
    async pending(viewer: AuthUser | null): Promise<PendingInvitation[]> {
      const rows = await pendingInvitationsOf(db, requireViewer(viewer).userId);
      return rows.map((r) => ({ ...r, role: r.role as FamilyRole }));
    },

    // An invitation is answered on the main site by a user not yet ACTIVE in the family: no
    // request scope of that family (decision 0035).
    async accept(viewer: AuthUser | null, familyId: number): Promise<InvitationAnswer> {
      const user = requireViewer(viewer);
      await withTransaction(db, async (trx) => {
        if (!(await acceptMembership(trx, familyId, user.userId)))
          throw notFound(messages.invitations.noneFromFamily);
        await endOpenInvitations(trx, familyId, user.userId, { expire: false });
      });
      return familyListOf(user);
    },

    /** REJECTED, and any members the family had already put in the person's care are freed. */
    async decline(viewer: AuthUser | null, familyId: number): Promise<InvitationAnswer> {
      const user = requireViewer(viewer);
      await withTransaction(db, async (trx) => {
        if (!(await declineMembership(trx, familyId, user.userId)))
          throw notFound(messages.invitations.noneFromFamily);
        await endOpenInvitations(trx, familyId, user.userId, { expire: false });
        await removeAssignmentsOfUser(trx, familyId, user.userId);
      });
      return familyListOf(user);
    },
  };
}

export type MyInvitationsService = ReturnType<typeof createMyInvitationsService>;
