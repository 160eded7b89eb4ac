import type { FastifyInstance } from 'fastify';
import { familySettingsContract, saveFamilySettingsContract } from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { familyIdOf } from '../../infra/family-scope.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  route(app, familySettingsContract, async (request) =>
    settings.get(request.authUser, familyIdOf(request)),
  );

  // Only the family admin learns the body's rules from a 400 (issue 28).
  route(
    app,
    saveFamilySettingsContract,
    async (request) => settings.save(request.authUser, familyIdOf(request), request.body),
    {
      authorize: async (request) => {
        await settings.assertMayChange(request.authUser, familyIdOf(request));
      },
    },
  );
}
