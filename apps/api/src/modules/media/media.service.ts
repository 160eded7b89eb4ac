import { randomBytes } from 'node:crypto';
import { errorCodes, messages } from '@familytree/shared';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound, unauthenticated } from '../../platform/errors.js';
import { nowIso } from '../../platform/clock.js';
import type { FileStorage } from '../../platform/storage.js';
import type { AuthUser } from '../auth/auth.service.js';
import { activeRole } from '../tree/tree.policy.js';
import { contentTypeOfName, processImage } from './image-processing.js';

export const imageNamePattern = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export function createMediaService({ db }: AppContext, storage: FileStorage) {
  return {
    /** Stores an uploaded image for a family whose admin or branch admin the uploader is. */
    async upload(
      viewer: AuthUser | null,
      familyId: number,
      data: Buffer,
    ): Promise<{ name: string }> {
      if (!viewer) throw unauthenticated();
      if (!(await activeRole(db, viewer.userId, familyId)))
        throw forbidden('You may not upload images to this family.');
      const image = await processImage(data);
      if (!image)
        throw new AppError(415, errorCodes.unsupportedMedia, messages.content.onlyImages, {
          file: messages.content.onlyImages,
        });
      const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
      await storage.put(name, image.data);
      await db
        .insertInto('images')
        .values({
          family_id: familyId,
          name,
          size: image.data.length,
          content_type: image.contentType,
          uploaded_by: viewer.userId,
          created_at: nowIso(),
        })
        .execute();
      return { name };
    },

    async read(name: string): Promise<{ data: Buffer; contentType: string }> {
      const contentType = contentTypeOfName(name);
      if (!imageNamePattern.test(name) || !contentType) throw notFound('No such image.');
      const data = await storage.get(name);
      if (!data) throw notFound('No such image.');
      return { data, contentType };
    },

    /** True when the name is an image uploaded to this family: saved pages and profiles may use only those. */
    async belongsToFamily(name: string, familyId: number): Promise<boolean> {
      const row = await db
        .selectFrom('images')
        .select('id')
        .where('name', '=', name)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
