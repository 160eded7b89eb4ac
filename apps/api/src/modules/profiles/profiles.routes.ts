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
import { route } from '../../infra/contract-routes.js';
import { hostScopeOf } from '../access/request-scope.js';
import { ifMatchVersion } from '../../infra/if-match.js';
import type { EditableProfile, ProfilesService } from './profiles.service.js';

export function profilesRoutes(app: FastifyInstance, profiles: ProfilesService): void {
  route(app, memberProfileContract, async (request) =>
    profiles.profile(hostScopeOf(request), request.params.id),
  );
  route(app, memberDetailsContract, async (request) =>
    profiles.details(hostScopeOf(request), request.params.id),
  );

  // Who may save is settled before the body is validated (issue 28): another family's admin or a
  // branch admin of another branch is refused without learning the body's shape from a 400.
  const editableOf = new WeakMap<FastifyRequest, EditableProfile>();
  const authorize = async (request: FastifyRequest, params: { id: number }) => {
    editableOf.set(request, await profiles.editable(hostScopeOf(request), params.id));
  };

  // The version is the body's (`version`, or the tab's entry of `versions`), else If-Match; the
  // saved profile comes back, as the editor and the viewer show it.
  const thenProfile =
    <B extends { version?: number | undefined }>(
      save: (editable: EditableProfile, body: B) => Promise<void>,
    ) =>
    async (request: FastifyRequest & { params: { id: number }; body: B }) => {
      const editable = editableOf.get(request)!;
      await save(editable, {
        ...request.body,
        version: request.body.version ?? ifMatchVersion(request),
      });
      // The person is the Host family's (editableProfile found it there).
      return profiles.profile(hostScopeOf(request), request.params.id, 'editor');
    };
  route(app, saveBasicDetailsContract, thenProfile(profiles.saveBasicDetails), { authorize });
  route(app, saveProfilePhotoContract, thenProfile(profiles.saveProfilePhoto), { authorize });
  route(app, saveCoverPhotoContract, thenProfile(profiles.saveCoverPhoto), { authorize });
  route(app, saveAddressContactContract, thenProfile(profiles.saveAddressContact), { authorize });
  route(app, saveEducationProfessionContract, thenProfile(profiles.saveEducationProfession), {
    authorize,
  });
  route(app, saveAboutContract, thenProfile(profiles.saveAbout), { authorize });
}
