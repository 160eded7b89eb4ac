import type { FastifyInstance } from 'fastify';
import {
  dismissDuplicateContract,
  duplicatesContract,
  undismissDuplicateContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { requestLocale } from '../../infra/request-locale.js';
import { scopeOf } from '../access/request-scope.js';
import type { DuplicatesService } from './duplicates.service.js';

/** Find duplicates and "not a duplicate" (issue 33): admins are told apart before the body is read. */
export function duplicatesRoutes(app: FastifyInstance, duplicates: DuplicatesService): void {
  const authorize = async (
    request: Parameters<typeof scopeOf>[0],
    params: { familyId: number },
  ) => {
    await duplicates.admin(scopeOf(request, params.familyId));
  };
  route(app, duplicatesContract, (request) =>
    duplicates.list(scopeOf(request, request.params.familyId), requestLocale(request)),
  );
  route(
    app,
    dismissDuplicateContract,
    async (request, reply) => {
      await duplicates.dismiss(scopeOf(request, request.params.familyId), request.body);
      return reply.code(204).send();
    },
    { authorize },
  );
  route(
    app,
    undismissDuplicateContract,
    async (request, reply) => {
      await duplicates.undismiss(scopeOf(request, request.params.familyId), request.body);
      return reply.code(204).send();
    },
    { authorize },
  );
}
