import type { FastifyInstance } from 'fastify';
import {
  authCheckContract,
  handoffContract,
  handoffExchangeContract,
  loginContract,
  logoutContract,
} from '@familytree/shared';
import { requireUser } from '../../infra/authentication.js';
import { route } from '../../infra/contract-routes.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  route(app, loginContract, async (request) =>
    auth.login(request.body, request.ip, { userAgent: request.headers['user-agent'] }),
  );

  route(app, authCheckContract, async (request) =>
    auth.check(requireUser(request), request.query.subdomain?.toLowerCase()),
  );

  route(app, logoutContract, async (request, reply) => {
    await auth.logout(requireUser(request));
    return reply.code(204).send();
  });

  route(app, handoffContract, async (request) => auth.createHandoff(requireUser(request)));

  route(app, handoffExchangeContract, async (request) =>
    auth.exchangeHandoff(request.body.code, request.headers['user-agent']),
  );
}
