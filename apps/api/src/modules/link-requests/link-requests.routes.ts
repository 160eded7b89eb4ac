import type { FastifyInstance } from 'fastify';
import {
  acceptLinkRequestContract,
  cancelLinkRequestContract,
  declineLinkRequestContract,
  linkRequestsContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { scopeOf } from '../access/request-scope.js';
import type { LinkRequestsService } from './link-requests.service.js';

export function linkRequestsRoutes(app: FastifyInstance, service: LinkRequestsService): void {
  route(app, linkRequestsContract, async (request) =>
    service.list(scopeOf(request, request.params.familyId)),
  );

  route(app, acceptLinkRequestContract, async (request) =>
    service.accept(request.authUser, request.params.id),
  );

  route(app, declineLinkRequestContract, async (request) =>
    service.decline(request.authUser, request.params.id),
  );

  route(app, cancelLinkRequestContract, async (request, reply) => {
    await service.cancel(request.authUser, request.params.id);
    return reply.code(204).send();
  });
}
