import { randomBytes } from 'node:crypto';
import { errorCodes, messages } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { AppError, notFound, tooManyRequests } from '../../infra/errors.js';
import { nowIso } from '../../infra/clock.js';
import type { FileStorage } from '../../infra/storage.js';
import type { AuthUser } from '../../infra/authentication.js';
import { assertMayUpload } from '../access/access.policy.js';
import { contentTypeOfName, inspectImage, processImage } from './image-processing.js';
import { insertImage } from './media.repository.js';
import { createTaskQueue, QueueFullError } from './task-queue.js';
import { reserveUpload } from './upload-throttle.js';

export const imageNamePattern = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/**
 * Decoding an image takes a core and up to a few hundred MB while it runs: the whole process
 * decodes two at a time, and a burst waits in line (its uploads, at most 2 MB each, are in memory
 * already) rather than starting all at once. A longer line is refused.
 */
const imageWork = createTaskQueue({ running: 2, waiting: 50 });

const onlyImages = () =>
  new AppError(415, errorCodes.unsupportedMedia, messages.content.onlyImages, {
    file: messages.content.onlyImages,
  });

export function createMediaService(context: AppContext, storage: FileStorage) {
  const { db } = context;
  return {
    /** Stores an uploaded image for a family whose admin or branch admin the uploader is. */
    async upload(
      viewer: AuthUser | null,
      familyId: number,
      data: Buffer,
    ): Promise<{ name: string }> {
      const uploader = await assertMayUpload(db, viewer, familyId);
      if (!(await reserveUpload(context, uploader.userId)))
        throw tooManyRequests(messages.content.tooManyUploads);
      const format = await inspectImage(data);
      if (format === 'not-an-image') throw onlyImages();
      if (format === 'too-many-pixels')
        throw new AppError(413, errorCodes.tooLarge, messages.content.tooManyPixels, {
          file: messages.content.tooManyPixels,
        });
      let image;
      try {
        image = await imageWork.run(() => processImage(data, format));
      } catch (error) {
        if (error instanceof QueueFullError) throw tooManyRequests(messages.content.uploadsBusy);
        throw error;
      }
      if (!image) throw onlyImages();
      const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
      await storage.put(name, image.data);
      await insertImage(db, {
        familyId,
        name,
        size: image.data.length,
        contentType: image.contentType,
        uploadedBy: uploader.userId,
        createdAt: nowIso(),
      });
      return { name };
    },

    async read(name: string): Promise<{ data: Buffer; contentType: string }> {
      const contentType = contentTypeOfName(name);
      if (!imageNamePattern.test(name) || !contentType) throw notFound('No such image.');
      const data = await storage.get(name);
      if (!data) throw notFound('No such image.');
      return { data, contentType };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
