import type { FastifyInstance } from 'fastify';
import { familySettingsContract, saveFamilySettingsContract } from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { hostScopeOf } from '../access/request-scope.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  route(app, familySettingsContract, async (request) => settings.get(hostScopeOf(request)));

  // Only the family admin learns the body's rules from a 400 (issue 28).
  route(
    app,
    saveFamilySettingsContract,
    async (request) => settings.save(hostScopeOf(request), request.body),
    {
      authorize: async (request) => {
        await settings.assertMayChange(hostScopeOf(request));
      },
    },
  );
}
