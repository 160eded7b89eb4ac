import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCodes, messages } from '@familytree/shared';
import { AppError } from './errors.js';
import { isWriteConflict } from './transactions.js';

/** Every refusal leaves in the one shape of design.md: { message, code, fields? }. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send(error.toBody());
    // A write that lost a race outside a retried transaction: the user can try again.
    if (isWriteConflict(error)) {
      request.log.warn({ err: error }, 'write conflict');
      return reply
        .code(409)
        .send({ message: messages.common.concurrentEdit, code: errorCodes.conflict });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ message: messages.common.serverError, code: errorCodes.serverError });
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
      error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message;
    return reply.code(status).send({ message, code });
  });
}
