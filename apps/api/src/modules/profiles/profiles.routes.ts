import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  memberDetailsContract,
  memberProfileContract,
  saveAboutContract,
  saveAddressContactContract,
  saveBasicDetailsContract,
  saveCoverPhotoContract,
  saveEducationProfessionContract,
  saveProfilePhotoContract,
} from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import { route } from '../../infra/contract-routes.js';
import { familyIdOf } from '../../infra/family-scope.js';
import type { PersonRef, ProfilesService } from './profiles.service.js';

export function profilesRoutes(app: FastifyInstance, profiles: ProfilesService): void {
  route(app, memberProfileContract, async (request) =>
    profiles.profile(request.authUser, familyIdOf(request), request.params.id),
  );
  route(app, memberDetailsContract, async (request) =>
    profiles.details(request.authUser, familyIdOf(request), request.params.id),
  );

  // The saved profile comes back, as the editor and the viewer show it.
  const thenProfile =
    <B>(save: (user: AuthUser | null, person: PersonRef, body: B) => Promise<void>) =>
    async (request: FastifyRequest & { params: { id: number }; body: B }) => {
      const person = { familyId: familyIdOf(request), id: request.params.id };
      await save(request.authUser, person, request.body);
      return profiles.profile(request.authUser, person.familyId, person.id, 'editor');
    };
  route(app, saveBasicDetailsContract, thenProfile(profiles.saveBasicDetails));
  route(app, saveProfilePhotoContract, thenProfile(profiles.saveProfilePhoto));
  route(app, saveCoverPhotoContract, thenProfile(profiles.saveCoverPhoto));
  route(app, saveAddressContactContract, thenProfile(profiles.saveAddressContact));
  route(app, saveEducationProfessionContract, thenProfile(profiles.saveEducationProfession));
  route(app, saveAboutContract, thenProfile(profiles.saveAbout));
}
