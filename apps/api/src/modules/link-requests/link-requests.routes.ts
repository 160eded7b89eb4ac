import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@familytree/shared';
import { z } from 'zod';
import { parseInput } from '../../infra/validation.js';
import type { LinkRequestsService } from './link-requests.service.js';

const id = idParamSchema;
const familyParams = z.object({ familyId: id });
const requestParams = z.object({ id });

export function linkRequestsRoutes(app: FastifyInstance, service: LinkRequestsService): void {
  app.get('/api/family/:familyId/linkRequests', async (request) =>
    service.list(request.authUser, parseInput(familyParams, request.params).familyId),
  );

  app.post('/api/linkRequests/:id/accept', async (request) =>
    service.accept(request.authUser, parseInput(requestParams, request.params).id),
  );

  app.post('/api/linkRequests/:id/decline', async (request) =>
    service.decline(request.authUser, parseInput(requestParams, request.params).id),
  );

  app.delete('/api/linkRequests/:id', async (request, reply) => {
    await service.cancel(request.authUser, parseInput(requestParams, request.params).id);
    return reply.code(204).send();
  });
}
