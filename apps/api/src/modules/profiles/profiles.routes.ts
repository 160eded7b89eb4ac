import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@familytree/shared';
import { z } from 'zod';
import { parseInput } from '../../infra/validation.js';
import type { ProfilesService } from './profiles.service.js';

const params = z.object({ id: idParamSchema });
const saves = [
  'saveBasicDetails',
  'saveProfilePhoto',
  'saveCoverPhoto',
  'saveAddressContact',
  'saveEducationProfession',
  'saveAbout',
] as const;

export function profilesRoutes(app: FastifyInstance, profiles: ProfilesService): void {
  app.get('/api/member/:id/profile', async (request) =>
    profiles.profile(request.authUser, parseInput(params, request.params).id),
  );
  app.get('/api/member/:id/details', async (request) =>
    profiles.details(request.authUser, parseInput(params, request.params).id),
  );

  for (const save of saves) {
    app.post(`/api/member/:id/${save}`, async (request, reply) => {
      const { id } = parseInput(params, request.params);
      await profiles[save](request.authUser, id, request.body);
      // The saved profile comes back, as the editor and the viewer show it.
      return reply.send(await profiles.profile(request.authUser, id));
    });
  }
}
