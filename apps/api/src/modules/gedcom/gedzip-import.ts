import { limits, mediaLimits, messages } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import { invalidInput } from '../../infra/errors.js';
import type { FileStorage } from '../../infra/storage.js';
import { isPdf, newDocumentName } from '../media/media-record-upload.js';
import { storeImage } from '../media/media.service.js';
import { entryPathOf, readEntry, type Gedzip } from './gedzip-reader.js';
import type { PlanMedia } from './media-mapping.js';
import type { UserText } from '../../infra/user-text.js';

/**
 * A GEDZIP's media files brought in (issue 30, decision 0041): only the entries its OBJE records
 * name (the rest of the zip is ignored), each an image (stored as uploads are: as it came when it
 * is clean, as our own exports' are, else resized and stripped; with thumbnails) or a PDF (stored
 * as it is) within the uploads' sizes. Every file is checked before the first is stored, so a
 * refused zip stores nothing; one entry at a time is in memory.
 */

export interface StoredMediaFile {
  fileName: string;
  contentType: string;
  width: number | null;
  height: number | null;
}

const refuse = (message: UserText) => invalidInput({ file: message }, message);

/** JPEG, PNG, GIF or WebP by their first bytes (what the image pipeline takes). */
function looksLikeImage(data: Buffer): boolean {
  const head = data.subarray(0, 12);
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    head.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) ||
    head.subarray(0, 4).toString('latin1') === 'GIF8' ||
    (head.subarray(0, 4).toString('latin1') === 'RIFF' &&
      head.subarray(8, 12).toString('latin1') === 'WEBP')
  );
}

async function readMedia(gedzip: Gedzip, path: string): Promise<Buffer> {
  const entry = gedzip.entries.get(path)!;
  const data = await readEntry(
    gedzip.zip,
    entry,
    mediaLimits.documentMaxBytes,
    messages.gedcom.zipMediaTooLarge,
  );
  if (isPdf(data)) return data;
  if (!looksLikeImage(data)) throw refuse(messages.gedcom.zipMediaType);
  if (data.length > limits.imageMaxBytes) throw refuse(messages.gedcom.zipMediaTooLarge);
  return data;
}

/** The zip's entries the plan's media name (a FILE naming no entry stays a reference). */
export function referencedEntries(gedzip: Gedzip, media: PlanMedia[]): Map<string, string> {
  const paths = new Map<string, string>();
  for (const m of media) {
    const path = entryPathOf(m.reference);
    if (gedzip.entries.has(path)) paths.set(m.reference, path);
  }
  return paths;
}

/**
 * Checks every file the plan's media name (kind and size), before the import's job starts: a
 * refused zip is refused by the upload's answer and stores nothing.
 */
export async function checkGedzipMedia(gedzip: Gedzip, media: PlanMedia[]): Promise<void> {
  for (const path of new Set(referencedEntries(gedzip, media).values()))
    await readMedia(gedzip, path);
}

/**
 * Stores the checked files, by the job (a thousand photos take minutes of image work, longer
 * than an upload's request may last): the files by the reference naming them.
 */
export async function storeGedzipMedia(
  context: AppContext,
  storage: FileStorage,
  user: AuthUser,
  familyId: number,
  gedzip: Gedzip,
  media: PlanMedia[],
): Promise<Map<string, StoredMediaFile>> {
  const paths = referencedEntries(gedzip, media);
  const unique = [...new Set(paths.values())];
  const byPath = new Map<string, StoredMediaFile>();
  for (const path of unique) {
    const data = await readMedia(gedzip, path);
    if (isPdf(data)) {
      const name = newDocumentName();
      await storage.put(name, data);
      byPath.set(path, {
        fileName: name,
        contentType: 'application/pdf',
        width: null,
        height: null,
      });
    } else {
      const image = await storeImage(context, storage, user, familyId, data);
      byPath.set(path, {
        fileName: image.name,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
      });
    }
  }
  return new Map([...paths].map(([reference, path]) => [reference, byPath.get(path)!]));
}
