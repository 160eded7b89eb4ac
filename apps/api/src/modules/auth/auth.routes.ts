import type { FastifyInstance } from 'fastify';
import { apiPaths, handoffExchangeRequestSchema, loginRequestSchema } from '@familytree/shared';
import { z } from 'zod';
import { requireUser } from '../../infra/authentication.js';
import { parseInput } from '../../infra/validation.js';
import type { AuthService } from './auth.service.js';

const checkQuery = z.object({ subdomain: z.string().max(63).optional() });

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post(apiPaths.login, async (request) => {
    const body = parseInput(loginRequestSchema, request.body);
    return auth.login(body, request.ip);
  });

  app.post(apiPaths.check, async (request) => {
    const { subdomain } = parseInput(checkQuery, request.query);
    return auth.check(requireUser(request), subdomain?.toLowerCase());
  });

  app.post(apiPaths.logout, async (request, reply) => {
    await auth.logout(requireUser(request));
    return reply.code(204).send();
  });

  app.post(apiPaths.handoff, async (request) => auth.createHandoff(requireUser(request)));

  app.post(apiPaths.handoffExchange, async (request) => {
    const { code } = parseInput(handoffExchangeRequestSchema, request.body);
    return auth.exchangeHandoff(code);
  });
}
