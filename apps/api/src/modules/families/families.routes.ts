import type { FastifyInstance } from 'fastify';
import { familyByDomainContract } from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { FamiliesService } from './families.service.js';

export function familiesRoutes(app: FastifyInstance, families: FamiliesService): void {
  route(app, familyByDomainContract, async (request) => families.byDomain(request.params.domain));
}
