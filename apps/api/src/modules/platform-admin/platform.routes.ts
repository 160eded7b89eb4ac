import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@familytree/shared';
import type { PlatformService } from './platform.service.js';

export function platformRoutes(app: FastifyInstance, platform: PlatformService): void {
  app.post(apiPaths.platformLogin, async (request) => platform.login(request.body, request.ip));
  app.get(apiPaths.platformFamilies, async (request) => platform.families(request.authUser));
  app.post(apiPaths.platformFamilies, async (request, reply) =>
    reply.code(201).send(await platform.createFamily(request.authUser, request.body)),
  );
}
