import { errorCodes, messages } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { AppError, notFound, tooManyRequests } from '../../infra/errors.js';
import type { FileStorage } from '../../infra/storage.js';
import type { AuthUser } from '../../infra/authentication.js';
import { assertMayUpload } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { contentTypeOfName, inspectImage } from './image-processing.js';
import { prepareImage, saveImage } from './image-store.js';
import { createTaskQueue, QueueFullError } from './task-queue.js';
import { reserveUpload } from './upload-throttle.js';
import { serverText } from '../../infra/user-text.js';

/** A stored image, or one of its WebP thumbnails (`<name>-w480.webp`, decision 0021). */
export const imageNamePattern = /^[a-f0-9]{32}(-w\d{2,4})?\.(jpg|png|webp)$/;

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

/**
 * Proves the upload is an image, stores it upright without its metadata (as it came when it is
 * clean already, image-clean.ts), with its thumbnails, and records it for the family (the caller
 * has counted the upload against the throttle). Answers the stored image's name and size.
 */
export async function storeImage(
  context: AppContext,
  storage: FileStorage,
  uploader: AuthUser,
  familyId: number,
  data: Buffer,
): Promise<{ name: string; contentType: string; width: number; height: number }> {
  const header = await inspectImage(data);
  if (header === 'not-an-image') throw onlyImages();
  if (header === 'too-many-pixels')
    throw new AppError(413, errorCodes.tooLarge, messages.content.tooManyPixels, {
      file: messages.content.tooManyPixels,
    });
  let processed;
  try {
    // The thumbnails are made in the same slot: they are decoding work as well.
    processed = await imageWork.run(() => prepareImage(data, header));
  } catch (error) {
    if (error instanceof QueueFullError) throw tooManyRequests(messages.content.uploadsBusy);
    throw error;
  }
  if (!processed) throw onlyImages();
  await saveImage(context.db, storage, { familyId, uploadedBy: uploader.userId, ...processed });
  const { image } = processed;
  return {
    name: processed.name,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
  };
}

export function createMediaService(context: AppContext, storage: FileStorage) {
  return {
    /**
     * Who may upload to the family, asked before the file is read (issue 28): a refused caller
     * gets 401/403 whatever they sent, never the 400/413 of a missing or too large file.
     */
    assertMayUpload: (scope: RequestScope) => assertMayUpload(scope),

    /** Stores an image uploaded by someone assertMayUpload let through. */
    async upload(uploader: AuthUser, familyId: number, data: Buffer): Promise<{ name: string }> {
      if (!(await reserveUpload(context, uploader.userId)))
        throw tooManyRequests(messages.content.tooManyUploads);
      const { name } = await storeImage(context, storage, uploader, familyId, data);
      return { name };
    },
    async read(name: string): Promise<{ data: Buffer; contentType: string }> {
      const contentType = contentTypeOfName(name);
      if (!imageNamePattern.test(name) || !contentType)
        throw notFound(serverText('media.noSuchImage'));
      const data = await storage.get(name);
      if (!data) throw notFound(serverText('media.noSuchImage'));
      return { data, contentType };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
