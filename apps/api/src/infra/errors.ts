import { errorCodes, messages, type ApiErrorBody, type Locale } from '@familytree/shared';
import { englishOf, localize, type UserText } from './user-text.js';

/**
 * An error the client should see: status, a message for people, a code and optional field
 * messages. Each text is English or a catalog message by key (`serverText`): `message` and
 * `fields` hold the English, `bodyIn` renders the answer in the request's language.
 */
export class AppError extends Error {
  readonly fields?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    readonly text: UserText,
    readonly fieldTexts?: Readonly<Record<string, UserText>>,
  ) {
    super(englishOf(text));
    if (fieldTexts) {
      // The fields as given when all are English (the answer then is the object a caller built).
      const english = Object.values(fieldTexts).every((t) => typeof t === 'string');
      this.fields = english ? (fieldTexts as Record<string, string>) : {};
      if (!english)
        for (const [field, fieldText] of Object.entries(fieldTexts))
          this.fields[field] = englishOf(fieldText);
    }
  }

  /** The answer in English. */
  toBody(): ApiErrorBody {
    return this.fields
      ? { message: this.message, code: this.code, fields: this.fields }
      : { message: this.message, code: this.code };
  }

  /** The answer in a language: the same shape, each text from its catalog (English as is). */
  async bodyIn(locale: Locale): Promise<ApiErrorBody> {
    if (locale === 'en') return this.toBody();
    const message = await localize(this.text, locale);
    if (!this.fieldTexts) return { message, code: this.code };
    const fields: Record<string, string> = {};
    for (const [field, fieldText] of Object.entries(this.fieldTexts))
      fields[field] = await localize(fieldText, locale);
    return { message, code: this.code, fields };
  }
}

export const invalidInput = (fields: Readonly<Record<string, UserText>>, message?: UserText) =>
  new AppError(
    400,
    errorCodes.invalidInput,
    message ?? Object.values(fields)[0] ?? messages.common.invalidInput,
    fields,
  );
export const unauthenticated = (message: UserText = messages.common.unauthenticated) =>
  new AppError(401, errorCodes.unauthenticated, message);
export const forbidden = (message: UserText = messages.common.forbidden) =>
  new AppError(403, errorCodes.forbidden, message);
export const notFound = (message: UserText = messages.common.notFound) =>
  new AppError(404, errorCodes.notFound, message);
export const conflict = (message: UserText) => new AppError(409, errorCodes.conflict, message);
export const tooManyRequests = (message: UserText) =>
  new AppError(429, errorCodes.tooManyRequests, message);
export const gone = (message: UserText) => new AppError(410, 'GONE', message);
