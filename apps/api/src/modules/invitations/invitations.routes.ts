import type { FastifyInstance } from 'fastify';
import {
  acceptInvitationContract,
  acceptMyInvitationContract,
  declineMyInvitationContract,
  invitationContract,
  inviteMemberAccountContract,
  memberAccountsContract,
  myInvitationsContract,
  removeMemberAccountContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { familyIdOf } from '../../infra/family-scope.js';
import type { MemberAccountsService } from './member-accounts.service.js';
import type { InvitationsService } from './invitations.service.js';
import type { MyInvitationsService } from './my-invitations.service.js';

export function invitationsRoutes(app: FastifyInstance, invitations: InvitationsService): void {
  route(app, invitationContract, async (request) => invitations.show(request.params.token));

  route(app, acceptInvitationContract, async (request) =>
    invitations.accept(request.params.token, request.body, request.ip),
  );
}

export function myInvitationsRoutes(app: FastifyInstance, mine: MyInvitationsService): void {
  route(app, myInvitationsContract, async (request) => mine.pending(request.authUser));

  route(app, acceptMyInvitationContract, async (request) =>
    mine.accept(request.authUser, request.params.familyId),
  );

  route(app, declineMyInvitationContract, async (request) =>
    mine.decline(request.authUser, request.params.familyId),
  );
}

export function memberAccountsRoutes(app: FastifyInstance, members: MemberAccountsService): void {
  route(app, inviteMemberAccountContract, async (request) =>
    members.invite(request.authUser, familyIdOf(request), request.params.personId, request.body),
  );
  route(app, memberAccountsContract, async (request) =>
    members.list(request.authUser, request.params.familyId),
  );
  route(app, removeMemberAccountContract, async (request, reply) => {
    await members.remove(request.authUser, request.params.familyId, request.params.userId);
    return reply.code(204).send();
  });
}
