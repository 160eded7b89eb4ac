import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errorCodes, limits, mediaLimits, mediaMessages, messages } from '@familytree/shared';
import { AppError, invalidInput } from '../../infra/errors.js';
import type { UserText } from '../../infra/user-text.js';

/** A media upload as it came: the file's bytes and name, and the text fields beside it. */
export interface MediaUpload {
  file: { data: Buffer; fileName: string } | null;
  fields: Record<string, string>;
}

const fieldNames = new Set([
  'title',
  'date',
  'description',
  'personId',
  'unionId',
  'sourceId',
  'eventId',
  'citationId',
]);

const tooLarge = (message: UserText) =>
  new AppError(413, errorCodes.tooLarge, message, { file: message });

/**
 * Reads the multipart body: one part `file` (at most the document limit: a PDF may be larger than
 * an image) and the known text fields, each at most a description's length. Unknown parts are a
 * 400 naming them, as a JSON body's unknown keys are.
 */
export async function readMediaUpload(request: FastifyRequest): Promise<MediaUpload> {
  if (!request.isMultipart()) throw invalidInput({ file: mediaMessages.fileRequired });
  const upload: MediaUpload = { file: null, fields: {} };
  const parts = request.parts({
    limits: {
      fileSize: mediaLimits.documentMaxBytes,
      files: 1,
      fields: fieldNames.size,
      parts: fieldNames.size + 1,
      fieldSize: mediaLimits.descriptionMax * 4,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          throw invalidInput({ [part.fieldname]: messages.common.invalidInput });
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(mediaMessages.documentTooLarge);
        upload.file = { data, fileName: part.filename };
      } else {
        if (!fieldNames.has(part.fieldname))
          throw invalidInput({ [part.fieldname]: messages.common.invalidInput });
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(mediaMessages.documentTooLarge);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw invalidInput({ file: mediaMessages.fileRequired });
    throw error;
  }
  return upload;
}

/** A PDF starts with "%PDF-", whatever its name or declared type says. */
export const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

/** An image is at most limits.imageMaxBytes, as every other upload of an image. */
export function assertImageSize(data: Buffer) {
  if (data.length > limits.imageMaxBytes) throw tooLarge(messages.content.maxFileSize);
}

/** A fresh random name for a stored PDF: the name is its only key in the store. */
export const newDocumentName = () => `${randomBytes(16).toString('hex')}.pdf`;

/** The title an upload without one gets: its file's name without the extension. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return (base || 'Untitled').slice(0, mediaLimits.titleMax);
}
