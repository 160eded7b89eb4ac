import type { FastifyInstance } from 'fastify';
import {
  acceptInvitationContract,
  acceptMyInvitationContract,
  declineMyInvitationContract,
  invitationContract,
  myInvitationsContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
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
