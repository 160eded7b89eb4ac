import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, idParamSchema, limits, messages } from '@familytree/shared';
import { z } from 'zod';
import { AppError, invalidInput } from '../../infra/errors.js';
import { parseInput } from '../../infra/validation.js';
import type { MediaService } from './media.service.js';

const tooLarge = () =>
  new AppError(413, errorCodes.tooLarge, messages.content.maxFileSize, {
    file: messages.content.maxFileSize,
  });
const uploadQuery = z.object({ familyId: idParamSchema.optional() });

export async function mediaRoutes(app: FastifyInstance, media: MediaService): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: limits.imageMaxBytes, files: 1, fields: 4, parts: 6 },
  });

  /**
   * The family is the sub-domain the upload comes from (the family scope has resolved it and
   * refused a `familyId` of another family).
   */
  function targetFamily(request: FastifyRequest): number {
    parseInput(uploadQuery, request.query);
    return request.family!.id;
  }

  app.post('/api/family/upload/image', async (request, reply) => {
    const familyId = targetFamily(request);
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
    return reply.code(201).send(await media.upload(request.authUser, familyId, data));
  });

  app.get('/api/family/images/:name', async (request, reply) => {
    const { name } = parseInput(z.object({ name: z.string().max(64) }), request.params);
    const image = await media.read(name);
    return reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(image.data);
  });
}
