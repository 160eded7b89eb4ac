import type { FastifyInstance } from 'fastify';
import { contactFamilyContract } from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { ContactService } from './contact.service.js';
import { answerLocale } from '../../infra/request-locale.js';
import { withMessageIn } from '../../infra/user-text.js';

export function contactRoutes(app: FastifyInstance, contact: ContactService): void {
  route(app, contactFamilyContract, async (request) => {
    const { params, body, ip } = request;
    return withMessageIn(await contact.send(params.familyId, ip, body), answerLocale(request));
  });
}
