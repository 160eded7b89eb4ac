import {
  messages,
  type LinkRequest,
  type LinkRequestList,
  type LinkRequestSent,
} from '@familytree/shared';
import { withTransaction } from '../../infra/transactions.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { conflict, forbidden, notFound, unauthenticated } from '../../infra/errors.js';
import type { AuthUser } from '../../infra/authentication.js';
import { activeRole, assertFamilyAdmin } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { findPerson, type PersonRow } from '../data/tree.repository.js';
import { recordChange } from '../history/history.writer.js';
import { addUnion, assertCanMarry } from '../data/unions.js';
import {
  decideLinkRequest,
  deletePendingLinkRequest,
  findLinkRequest,
  insertLinkRequest,
  linkRequestsOfFamily,
  linkRequestView,
  pendingBetween,
  type LinkRequestRow,
} from './link-requests.repository.js';

const text = messages.linkRequests;

/**
 * Asks the family of `target` to consent to linking them as the spouse of `member` (saveMember
 * SPOUSE when the viewer may not edit `target`). The caller has checked that the two may marry.
 */
export async function sendLinkRequest(
  db: Db,
  viewer: AuthUser,
  member: PersonRow,
  target: PersonRow,
): Promise<LinkRequestSent> {
  if (await pendingBetween(db, member.id, target.id)) throw conflict(text.alreadyPending);
  const id = await insertLinkRequest(db, {
    familyId: member.family_id,
    personId: member.id,
    targetFamilyId: target.family_id,
    targetPersonId: target.id,
    requestedBy: viewer.userId,
  });
  if (id === null) throw conflict(text.alreadyPending);
  const request = (await linkRequestView(db, id))!;
  return { requestSent: true, message: text.sent(request.targetFamily.name), request };
}

export function createLinkRequestsService({ db }: AppContext) {
  /**
   * The request, for a viewer who is a family admin of `side`'s family. Anyone with no role in
   * either family is told the request does not exist (another family's record, design.md).
   * A request is between two families, not only the Host's: both roles are read here, not taken
   * from the request's scope (decision 0035).
   */
  async function requestFor(
    viewer: AuthUser | null,
    id: number,
    side: 'target' | 'requesting',
  ): Promise<{ viewer: AuthUser; request: LinkRequestRow }> {
    if (!viewer) throw unauthenticated();
    const request = await findLinkRequest(db, id);
    if (!request) throw notFound(text.notFound);
    const [requesting, target] = await Promise.all([
      activeRole(db, viewer.userId, request.family_id),
      activeRole(db, viewer.userId, request.target_family_id),
    ]);
    const role = side === 'target' ? target : requesting;
    if (role === 'FAMILY_ADMIN') return { viewer, request };
    if (requesting === null && target === null) throw notFound(text.notFound);
    throw forbidden(side === 'target' ? text.onlyTargetAdmin : text.onlyRequestingAdmin);
  }

  async function decide(
    viewer: AuthUser | null,
    id: number,
    status: 'ACCEPTED' | 'DECLINED',
  ): Promise<LinkRequest> {
    const { viewer: admin, request } = await requestFor(viewer, id, 'target');
    if (request.status !== 'PENDING') throw conflict(text.alreadyAnswered);
    await withTransaction(db, async (trx) => {
      if (status === 'ACCEPTED') {
        // The same checks as a direct link: the tree may have changed since the request.
        const [member, target] = await Promise.all([
          findPerson(trx, request.family_id, request.person_id),
          findPerson(trx, request.target_family_id, request.target_person_id),
        ]);
        // Persons are deleted with their requests, so both exist while the request does.
        await assertCanMarry(trx, member!, target!);
        await addUnion(trx, request.family_id, member!.id, target!.id);
        // In the requesting family's history (the union is theirs), by the admin who accepted;
        // the spouse's name too, as the requesting family cannot look up another family's id.
        // The tree's own record of a union (section "tree"), which its reverter undoes.
        await recordChange(trx, {
          familyId: request.family_id,
          user: admin,
          action: 'union.add',
          entityType: 'person',
          entityId: member!.id,
          personId: member!.id,
          section: 'tree',
          before: null,
          after: {
            spouse_id: target!.id,
            spouse_name: `${target!.first_name} ${target!.last_name}`.trim(),
            link_request_id: request.id,
          },
        });
      }
      if (!(await decideLinkRequest(trx, request.id, status, admin.userId)))
        throw conflict(text.alreadyAnswered);
    });
    return (await linkRequestView(db, request.id))!;
  }

  return {
    async list(scope: RequestScope): Promise<LinkRequestList> {
      await assertFamilyAdmin(scope, text.listForbidden);
      const { familyId } = scope;
      const [incoming, outgoing] = await Promise.all([
        linkRequestsOfFamily(db, familyId, 'incoming'),
        linkRequestsOfFamily(db, familyId, 'outgoing'),
      ]);
      return { incoming, outgoing };
    },

    accept: (viewer: AuthUser | null, id: number) => decide(viewer, id, 'ACCEPTED'),

    decline: (viewer: AuthUser | null, id: number) => decide(viewer, id, 'DECLINED'),

    async cancel(viewer: AuthUser | null, id: number): Promise<void> {
      const { request } = await requestFor(viewer, id, 'requesting');
      if (request.status !== 'PENDING' || !(await deletePendingLinkRequest(db, request.id)))
        throw conflict(text.alreadyAnswered);
    },
  };
}

export type LinkRequestsService = ReturnType<typeof createLinkRequestsService>;
