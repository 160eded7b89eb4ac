import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../platform/validation.js';
import type { InvitationsService } from './invitations.service.js';

const tokenParams = z.object({ token: z.string().min(16).max(128) });

export function invitationsRoutes(app: FastifyInstance, invitations: InvitationsService): void {
  app.get('/api/invitations/:token', async (request) =>
    invitations.show(parseInput(tokenParams, request.params).token),
  );

  app.post('/api/invitations/:token/accept', async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    return invitations.accept(token, request.body, request.ip);
  });
}
