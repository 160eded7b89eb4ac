import { defaultLocale, localeFromAcceptLanguage, localeOf, type Locale } from '@familytree/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in: a `lang` query parameter wins (a link can carry it),
 * then the `Accept-Language` header (the web client sends the language the user chose), then
 * English. A language the product does not speak falls through to the next, never an error.
 */
export function requestLocale(request: FastifyRequest, lang?: string | null): Locale {
  return (
    localeOf(lang) ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale
  );
}
