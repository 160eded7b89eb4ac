import type { FastifyInstance } from 'fastify';
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
import { familyIdOf } from '../../infra/family-scope.js';
import type { GalleryService } from './gallery.service.js';

/** The photo gallery (issue 16): the family is the sub-domain's (its familyId was checked). */
export function galleryRoutes(app: FastifyInstance, gallery: GalleryService): void {
  route(app, galleryGroupsContract, async (request) =>
    gallery.groups(request.authUser, familyIdOf(request), request.query.by),
  );

  route(app, galleryPhotosContract, async (request) =>
    gallery.photos(request.authUser, familyIdOf(request), request.query),
  );

  route(app, createAlbumContract, async (request, reply) =>
    reply
      .code(201)
      .send(await gallery.createAlbum(request.authUser, familyIdOf(request), request.body)),
  );

  route(app, updateAlbumContract, async (request) =>
    gallery.updateAlbum(
      request.authUser,
      familyIdOf(request),
      request.params.albumId,
      request.body,
    ),
  );

  route(app, deleteAlbumContract, async (request, reply) => {
    await gallery.deleteAlbum(request.authUser, familyIdOf(request), request.params.albumId);
    return reply.code(204).send();
  });

  route(app, addAlbumPhotoContract, async (request, reply) =>
    reply
      .code(201)
      .send(
        await gallery.addPhoto(
          request.authUser,
          familyIdOf(request),
          request.params.albumId,
          request.body,
        ),
      ),
  );

  route(app, removeAlbumPhotoContract, async (request, reply) => {
    await gallery.removePhoto(
      request.authUser,
      familyIdOf(request),
      request.params.albumId,
      request.params.photoId,
    );
    return reply.code(204).send();
  });
}
