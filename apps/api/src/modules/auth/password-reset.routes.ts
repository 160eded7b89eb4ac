import type { FastifyInstance } from 'fastify';
import { completePasswordResetContract, requestPasswordResetContract } from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { PasswordResetService } from './password-reset.service.js';
import { answerLocale } from '../../infra/request-locale.js';
import { withMessageIn } from '../../infra/user-text.js';

export function passwordResetRoutes(app: FastifyInstance, resets: PasswordResetService): void {
  route(app, requestPasswordResetContract, async (request) =>
    withMessageIn(await resets.request(request.body.email, request.ip), answerLocale(request)),
  );

  route(app, completePasswordResetContract, async (request) =>
    resets.complete(request.body, request.headers['user-agent']),
  );
}
