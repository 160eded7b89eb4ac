import {
  directionOf,
  intlLocale,
  isLocale,
  isPseudoLocale,
  type UiLocale,
} from '@familytree/shared';
import type { FastifyRequest } from 'fastify';
import { queryLang, requestLocale } from './request-locale.js';

/**
 * The cookie the web app writes beside its remembered choice of language (locale-store.ts), so
 * that the page the server paints before the app's script runs is in that language too.
 */
export const languageCookie = 'familytree.language';

function cookieLanguage(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.split('=', 2);
    if (name?.trim() === languageCookie) return value?.trim() ?? null;
  }
  return null;
}

/**
 * The language of an app page, chosen as the app chooses it (issue 31): a `lang` query parameter
 * (a pseudo-locale of the tests too), then this browser's remembered choice, then the family's own
 * language, then the browser's languages, then English. The app starts in the language the page
 * names, so a Malayalam family's visitor sees no English between the first paint and the app.
 */
export function pageLocale(request: FastifyRequest, familyLanguage: string | null): UiLocale {
  const lang = queryLang(request);
  if (isLocale(lang) || isPseudoLocale(lang)) return lang;
  const remembered = cookieLanguage(request.headers.cookie);
  if (isLocale(remembered)) return remembered;
  if (isLocale(familyLanguage)) return familyLanguage;
  return requestLocale(request);
}

/**
 * The page's root element in `locale`: its `lang` and `dir` for the first paint, and the language
 * itself in `data-locale`, where the app reads which language to start in.
 */
export function withPageLanguage(indexHtml: string, locale: UiLocale): string {
  const root = `<html lang="${intlLocale(locale)}" dir="${directionOf(locale)}" data-locale="${locale}">`;
  return indexHtml.replace(/<html(\s[^>]*)?>/, () => root);
}
