import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorCodes,
  imageContract,
  limits,
  messages,
  uploadImageContract,
} from '@familytree/shared';
import { AppError, invalidInput } from '../../infra/errors.js';
import type { AuthUser } from '../../infra/authentication.js';
import { route } from '../../infra/contract-routes.js';
import { familyIdOf } from '../../infra/family-scope.js';
import { hostScopeOf } from '../access/request-scope.js';
import type { MediaService } from './media.service.js';

const tooLarge = () =>
  new AppError(413, errorCodes.tooLarge, messages.content.maxFileSize, {
    file: messages.content.maxFileSize,
  });

export async function mediaRoutes(app: FastifyInstance, media: MediaService): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: limits.imageMaxBytes, files: 1, fields: 4, parts: 6 },
  });

  // The family is the sub-domain the upload comes from: the family scope has resolved it and
  // refused a `familyId` query of another family. Who may upload is settled before the query is
  // validated and the file read (issue 28).
  const uploaders = new WeakMap<FastifyRequest, AuthUser>();
  route(
    app,
    uploadImageContract,
    async (request, reply) => {
      if (!request.isMultipart()) throw invalidInput({ file: messages.content.imageRequired });
      const file = await request.file();
      if (!file || file.fieldname !== 'file')
        throw invalidInput({ file: messages.content.imageRequired });
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (file.file.truncated) throw tooLarge();
      return reply
        .code(201)
        .send(await media.upload(uploaders.get(request)!, familyIdOf(request), data));
    },
    {
      authorize: async (request) => {
        uploaders.set(request, await media.assertMayUpload(hostScopeOf(request)));
      },
    },
  );

  route(app, imageContract, async (request, reply) => {
    const image = await media.read(request.params.name);
    return reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(image.data);
  });
}
