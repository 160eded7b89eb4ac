import type { FastifyInstance } from 'fastify';
import {
  familyHistoryAuthorsContract,
  familyHistoryContract,
  personHistoryContract,
  revertChangeContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { hostScopeOf, scopeOf } from '../access/request-scope.js';
import type { HistoryService } from './history.service.js';

export function historyRoutes(app: FastifyInstance, history: HistoryService): void {
  route(app, personHistoryContract, async (request) =>
    history.ofPerson(hostScopeOf(request), request.params.id, request.query),
  );
  route(app, familyHistoryContract, async (request) =>
    history.ofFamily(scopeOf(request, request.params.familyId), request.query),
  );
  route(app, familyHistoryAuthorsContract, async (request) =>
    history.authors(scopeOf(request, request.params.familyId)),
  );
  route(app, revertChangeContract, async (request) =>
    history.revert(scopeOf(request, request.params.familyId), request.params.changeId),
  );
}
