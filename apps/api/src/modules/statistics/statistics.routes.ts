import type { FastifyInstance } from 'fastify';
import { familyStatisticsContract } from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { notFound } from '../../infra/errors.js';
import { familyIdOf } from '../../infra/family-scope.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import { scopeOf, type RequestScope } from '../access/request-scope.js';
import type { StatisticsService } from './statistics.service.js';

export function statisticsRoutes(
  app: FastifyInstance,
  statistics: StatisticsService,
  privacy: (scope: RequestScope) => Promise<PrivacyPolicy>,
): void {
  // The family scope refuses another family's id (404); an id of no family is this one's to refuse.
  route(app, familyStatisticsContract, async (request) => {
    const { familyId } = request.params;
    if (familyId !== familyIdOf(request)) throw notFound();
    return statistics.statistics(familyId, await privacy(scopeOf(request, familyId)));
  });
}
