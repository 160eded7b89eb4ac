import type { FastifyInstance } from 'fastify';
import { contactFamilyContract } from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { ContactService } from './contact.service.js';

export function contactRoutes(app: FastifyInstance, contact: ContactService): void {
  route(app, contactFamilyContract, async ({ params, body, ip }) =>
    contact.send(params.familyId, ip, body),
  );
}
