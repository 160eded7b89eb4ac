import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCodes, messages } from '@familytree/shared';
import { AppError } from './errors.js';
import { answerLocale } from './request-locale.js';
import { isWriteConflict } from './transactions.js';
import { localize, serverText, type UserText } from './user-text.js';

/** Fastify's own refusals whose English the server has in its catalog (others stay as Fastify says). */
const fastifyTexts: Record<string, UserText | undefined> = {
  FST_ERR_CTP_BODY_TOO_LARGE: serverText('request.bodyTooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverText('request.unsupportedMediaType'),
  FST_ERR_CTP_EMPTY_JSON_BODY: serverText('request.emptyJsonBody'),
  FST_ERR_CTP_INVALID_JSON_BODY: serverText('request.invalidJson'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: serverText('request.badContentLength'),
};

/**
 * Every refusal leaves in the one shape of design.md: { message, code, fields? }, in the language
 * of the request (`lang`, else Accept-Language, else English); in English exactly as written.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const locale = answerLocale(request);
    if (error instanceof AppError) return reply.code(error.status).send(await error.bodyIn(locale));
    // A write that lost a race outside a retried transaction: the user can try again.
    if (isWriteConflict(error)) {
      request.log.warn({ err: error }, 'write conflict');
      return reply.code(409).send({
        message: await localize(messages.common.concurrentEdit, locale),
        code: errorCodes.conflict,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        message: await localize(messages.common.serverError, locale),
        code: errorCodes.serverError,
      });
    }
    const code =
      status === 413
        ? errorCodes.tooLarge
        : status === 415
          ? errorCodes.unsupportedMedia
          : status === 429
            ? errorCodes.tooManyRequests
            : errorCodes.invalidInput;
    const message =
      error instanceof SyntaxError
        ? await localize(serverText('request.invalidJson'), locale)
        : locale === 'en'
          ? error.message
          : await localize(fastifyTexts[error.code] ?? error.message, locale);
    return reply.code(status).send({ message, code });
  });
}
