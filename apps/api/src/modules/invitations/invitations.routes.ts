import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { hostScopeOf, scopeOf } from '../access/request-scope.js';
import type { MemberAccountsService } from './member-accounts.service.js';
import type { InvitationsService, ValidInvitation } from './invitations.service.js';
import type { PersonRow } from '../data/tree.repository.js';
import type { MyInvitationsService } from './my-invitations.service.js';

export function invitationsRoutes(app: FastifyInstance, invitations: InvitationsService): void {
  route(app, invitationContract, async (request) => invitations.show(request.params.token));

  const validInvitations = new WeakMap<FastifyRequest, ValidInvitation>();
  route(
    app,
    acceptInvitationContract,
    async (request) =>
      invitations.accept(
        request.params.token,
        request.body,
        request.ip,
        validInvitations.get(request),
      ),
    {
      authorize: async (request, params) => {
        validInvitations.set(request, await invitations.validInvitation(params.token));
      },
    },
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
  // Only whoever may invite the person learns the body's rules from a 400 (issue 28).
  const invitable = new WeakMap<FastifyRequest, PersonRow>();
  route(
    app,
    inviteMemberAccountContract,
    async (request) =>
      members.invite(
        hostScopeOf(request),
        request.params.personId,
        request.body,
        invitable.get(request),
      ),
    {
      authorize: async (request, params) => {
        const person = await members.invitablePerson(hostScopeOf(request), params.personId);
        invitable.set(request, person);
      },
    },
  );
  route(app, memberAccountsContract, async (request) =>
    members.list(scopeOf(request, request.params.familyId)),
  );
  route(app, removeMemberAccountContract, async (request, reply) => {
    await members.remove(scopeOf(request, request.params.familyId), request.params.userId);
    return reply.code(204).send();
  });
}
