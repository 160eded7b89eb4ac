import type { FastifyInstance } from 'fastify';
import {
  createFamilyContract,
  platformFamiliesContract,
  platformLoginContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { PlatformService } from './platform.service.js';

export function platformRoutes(app: FastifyInstance, platform: PlatformService): void {
  route(app, platformLoginContract, async (request) => platform.login(request.body, request.ip));
  route(app, platformFamiliesContract, async (request) => platform.families(request.authUser));
  route(
    app,
    createFamilyContract,
    async (request, reply) =>
      reply.code(201).send(await platform.createFamily(request.authUser, request.body)),
    {
      authorize: async (request) => {
        platform.assertPlatformAdmin(request.authUser);
      },
    },
  );
}
