import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mergePersonsContract } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import { route } from '../../infra/contract-routes.js';
import { requestLocale } from '../../infra/request-locale.js';
import { scopeOf } from '../access/request-scope.js';
import type { PersonRow } from '../data/tree.repository.js';
import type { MergeService } from './merge.service.js';

/** Merging two persons (issue 33): who may is settled before the body is validated. */
export function mergeRoutes(app: FastifyInstance, merge: MergeService): void {
  const keepers = new WeakMap<FastifyRequest, { person: PersonRow; user: AuthUser }>();
  route(
    app,
    mergePersonsContract,
    async (request) => {
      const { params, body } = request;
      return merge.merge(
        scopeOf(request, params.familyId),
        keepers.get(request)!,
        body,
        requestLocale(request),
      );
    },
    {
      authorize: async (request, params) => {
        keepers.set(request, await merge.keeper(scopeOf(request, params.familyId), params.keepId));
      },
    },
  );
}
