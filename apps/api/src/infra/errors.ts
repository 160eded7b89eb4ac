import { errorCodes, messages, type ApiErrorBody } from '@familytree/shared';

/** An error the client should see: status, a message for people, a code and optional field messages. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return this.fields
      ? { message: this.message, code: this.code, fields: this.fields }
      : { message: this.message, code: this.code };
  }
}

export const invalidInput = (fields: Record<string, string>, message?: string) =>
  new AppError(
    400,
    errorCodes.invalidInput,
    message ?? Object.values(fields)[0] ?? messages.common.invalidInput,
    fields,
  );
export const unauthenticated = (message: string = messages.common.unauthenticated) =>
  new AppError(401, errorCodes.unauthenticated, message);
export const forbidden = (message: string = messages.common.forbidden) =>
  new AppError(403, errorCodes.forbidden, message);
export const notFound = (message: string = messages.common.notFound) =>
  new AppError(404, errorCodes.notFound, message);
export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
export const tooManyRequests = (message: string) =>
  new AppError(429, errorCodes.tooManyRequests, message);
