import type { FastifyInstance } from 'fastify';
import { apiPaths, idParamSchema } from '@familytree/shared';
import { z } from 'zod';
import { parseInput } from '../../infra/validation.js';
import type { InvitationsService } from './invitations.service.js';
import type { MyInvitationsService } from './my-invitations.service.js';

const tokenParams = z.object({ token: z.string().min(16).max(128) });
const familyParams = z.object({ familyId: idParamSchema });

export function invitationsRoutes(app: FastifyInstance, invitations: InvitationsService): void {
  app.get('/api/invitations/:token', async (request) =>
    invitations.show(parseInput(tokenParams, request.params).token),
  );

  app.post('/api/invitations/:token/accept', async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    return invitations.accept(token, request.body, request.ip);
  });
}

export function myInvitationsRoutes(app: FastifyInstance, mine: MyInvitationsService): void {
  app.get(apiPaths.myInvitations, async (request) => mine.pending(request.authUser));

  app.post('/api/my/invitations/:familyId/accept', async (request) => {
    const { familyId } = parseInput(familyParams, request.params);
    return mine.accept(request.authUser, familyId);
  });

  app.post('/api/my/invitations/:familyId/decline', async (request) => {
    const { familyId } = parseInput(familyParams, request.params);
    return mine.decline(request.authUser, familyId);
  });
}
