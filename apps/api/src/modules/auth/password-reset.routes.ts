import type { FastifyInstance } from 'fastify';
import { completePasswordResetContract, requestPasswordResetContract } from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { PasswordResetService } from './password-reset.service.js';

export function passwordResetRoutes(app: FastifyInstance, resets: PasswordResetService): void {
  route(app, requestPasswordResetContract, async (request) =>
    resets.request(request.body.email, request.ip),
  );

  route(app, completePasswordResetContract, async (request) =>
    resets.complete(request.body, request.headers['user-agent']),
  );
}
