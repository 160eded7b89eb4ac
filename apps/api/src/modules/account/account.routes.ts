import type { FastifyInstance } from 'fastify';
import {
  changeMyPasswordContract,
  myAccountContract,
  revokeMyOtherSessionsContract,
  revokeMySessionContract,
  saveMyLanguageContract,
  saveMyNameContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { answerLocale } from '../../infra/request-locale.js';
import type { AccountService } from './account.service.js';

export function accountRoutes(app: FastifyInstance, account: AccountService): void {
  route(app, myAccountContract, async (request) =>
    account.show(request.authUser, answerLocale(request)),
  );

  route(app, saveMyNameContract, async (request) =>
    account.saveName(request.authUser, request.body),
  );

  route(app, saveMyLanguageContract, async (request) =>
    account.saveLanguage(request.authUser, request.body),
  );

  route(app, changeMyPasswordContract, async (request, reply) => {
    await account.changePassword(request.authUser, request.body, request.ip);
    return reply.code(204).send();
  });

  route(app, revokeMySessionContract, async (request, reply) => {
    await account.revokeSession(request.authUser, request.params.sessionId);
    return reply.code(204).send();
  });

  route(app, revokeMyOtherSessionsContract, async (request, reply) => {
    await account.revokeOtherSessions(request.authUser);
    return reply.code(204).send();
  });
}
