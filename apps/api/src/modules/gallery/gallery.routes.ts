import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addAlbumPhotoContract,
  createAlbumContract,
  deleteAlbumContract,
  galleryGroupsContract,
  galleryPhotosContract,
  removeAlbumPhotoContract,
  updateAlbumContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { hostScopeOf } from '../access/request-scope.js';
import { ifMatchVersion } from '../../infra/if-match.js';
import { answerLocale } from '../../infra/request-locale.js';
import type { AlbumManager, GalleryService, ManagedAlbum } from './gallery.service.js';

/** The photo gallery (issue 16): the family is the sub-domain's (its familyId was checked). */
export function galleryRoutes(app: FastifyInstance, gallery: GalleryService): void {
  // The titles and captions the server writes come in the request's language.
  route(app, galleryGroupsContract, async (request) =>
    gallery.groups(hostScopeOf(request), request.query.by, answerLocale(request)),
  );

  route(app, galleryPhotosContract, async (request) =>
    gallery.photos(hostScopeOf(request), request.query, answerLocale(request)),
  );

  // Who may write is settled before the body is validated (issue 28 item 7, decision 0029): a
  // visitor, a member without rights or another family's admin is refused 401/403/404 and never
  // learns the body's shape from a 400. The handler gets the caller (and album) found here.
  const managers = new WeakMap<FastifyRequest, AlbumManager>();
  const albums = new WeakMap<FastifyRequest, ManagedAlbum>();
  const mayCreate = {
    authorize: async (request: FastifyRequest) => {
      managers.set(request, await gallery.manager(hostScopeOf(request)));
    },
  };
  const mayManageAlbum = {
    authorize: async (request: FastifyRequest, params: { albumId: number }) => {
      albums.set(request, await gallery.managedAlbum(hostScopeOf(request), params.albumId));
    },
  };

  route(
    app,
    createAlbumContract,
    async (request, reply) =>
      reply.code(201).send(await gallery.createAlbum(managers.get(request)!, request.body)),
    mayCreate,
  );

  // A rename or delete may send the version the editor loaded (If-Match); a rename answers the
  // album's new version as its ETag.
  route(
    app,
    updateAlbumContract,
    async (request, reply) => {
      const managed = albums.get(request)!;
      const saved = await gallery.updateAlbum(managed, request.body, ifMatchVersion(request));
      reply.header('ETag', `"${await gallery.albumVersion(managed.album.id)}"`);
      return saved;
    },
    mayManageAlbum,
  );

  route(
    app,
    deleteAlbumContract,
    async (request, reply) => {
      await gallery.deleteAlbum(albums.get(request)!, ifMatchVersion(request));
      return reply.code(204).send();
    },
    mayManageAlbum,
  );

  route(
    app,
    addAlbumPhotoContract,
    async (request, reply) =>
      reply.code(201).send(await gallery.addPhoto(albums.get(request)!, request.body)),
    mayManageAlbum,
  );

  route(
    app,
    removeAlbumPhotoContract,
    async (request, reply) => {
      await gallery.removePhoto(albums.get(request)!, request.params.photoId);
      return reply.code(204).send();
    },
    mayManageAlbum,
  );
}
