import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../infra/validation.js';
import type { FamiliesService } from './families.service.js';

const domainParams = z.object({ domain: z.string().min(1).max(63) });

export function familiesRoutes(app: FastifyInstance, families: FamiliesService): void {
  app.get('/api/family/:domain', async (request) => {
    const { domain } = parseInput(domainParams, request.params);
    return families.byDomain(domain);
  });
}
