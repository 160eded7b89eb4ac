import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createMediaLinkContract,
  deleteMediaLinkContract,
  deleteMediaRecordContract,
  familyMediaContract,
  mediaRecordContract,
  mediaRecordFileContract,
  personMediaContract,
  sourceMediaContract,
  unionMediaContract,
  updateMediaRecordContract,
  uploadMediaRecordContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { answerLocale } from '../../infra/request-locale.js';
import { scopeOf } from '../access/request-scope.js';
import { readMediaUpload } from './media-record-upload.js';
import type { MediaRecordsService } from './media-records.service.js';

/**
 * Media records (issue 30, decision 0039). Register after mediaRoutes: the multipart parser is
 * registered there, and this upload reads its parts with its own limits.
 */
export function mediaRecordsRoutes(app: FastifyInstance, media: MediaRecordsService): void {
  const { rights } = media;
  // Who may write is settled before the body is read or validated (issue 28, decision 0029).
  const asEditor = {
    authorize: async (request: FastifyRequest, params: { familyId: number }) => {
      await rights.assertEditorRole(scopeOf(request, params.familyId));
    },
  };
  const asMediaEditor = {
    authorize: async (request: FastifyRequest, params: { familyId: number; mediaId: number }) => {
      await rights.assertMayEditMedia(scopeOf(request, params.familyId), params.mediaId);
    },
  };

  route(
    app,
    uploadMediaRecordContract,
    async (request, reply) => {
      const scope = scopeOf(request, request.params.familyId);
      const upload = await readMediaUpload(request);
      return reply.code(201).send(await media.upload(scope, upload));
    },
    asEditor,
  );
  route(app, mediaRecordContract, (request) =>
    media.read(scopeOf(request, request.params.familyId), request.params.mediaId),
  );
  route(app, mediaRecordFileContract, async (request, reply) => {
    const file = await media.file(
      scopeOf(request, request.params.familyId),
      request.params.mediaId,
    );
    // A PDF opens in the browser, sandboxed: no script of it runs with the site's rights.
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', 'inline')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', 'sandbox')
      .header('Cache-Control', 'private, no-cache')
      .send(file.data);
  });
  route(app, personMediaContract, (request) =>
    media.ofPerson(
      scopeOf(request, request.params.familyId),
      request.params.personId,
      answerLocale(request),
    ),
  );
  route(app, familyMediaContract, (request) =>
    media.ofFamily(scopeOf(request, request.params.familyId), request.query.q ?? ''),
  );
  route(app, sourceMediaContract, (request) =>
    media.ofRecord(scopeOf(request, request.params.familyId), 'source', request.params.sourceId),
  );
  route(app, unionMediaContract, (request) =>
    media.ofRecord(scopeOf(request, request.params.familyId), 'union', request.params.unionId),
  );
  route(
    app,
    updateMediaRecordContract,
    (request) =>
      media.update(scopeOf(request, request.params.familyId), request.params.mediaId, request.body),
    asMediaEditor,
  );
  route(
    app,
    deleteMediaRecordContract,
    async (request, reply) => {
      await media.remove(scopeOf(request, request.params.familyId), request.params.mediaId);
      return reply.code(204).send();
    },
    asMediaEditor,
  );
  route(
    app,
    createMediaLinkContract,
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await media.link(
            scopeOf(request, request.params.familyId),
            request.params.mediaId,
            request.body,
          ),
        ),
    {
      authorize: async (request, params) => {
        const scope = scopeOf(request, params.familyId);
        await rights.assertEditorRole(scope);
      },
    },
  );
  route(
    app,
    deleteMediaLinkContract,
    async (request, reply) => {
      const { familyId, mediaId, linkId } = request.params;
      await media.unlink(scopeOf(request, familyId), mediaId, linkId);
      return reply.code(204).send();
    },
    {
      authorize: async (request, params) => {
        await rights.assertMayUnlink(
          scopeOf(request, params.familyId),
          params.mediaId,
          params.linkId,
        );
      },
    },
  );
}
