import type { Locale } from '@familytree/shared';
import { english } from './english.js';
import { hindi } from './hi.js';
import { malayalam } from './ml.js';
import type { RelationLanguage } from './relation-term.js';

/**
 * Each language's relation names. A language without a module of its own answers in English
 * until it has one, so that a relation is never left unnamed.
 */
const byLocale: Partial<Record<Locale, RelationLanguage>> = {
  en: english,
  hi: hindi,
  ml: malayalam,
};

export const relationLanguage = (locale: Locale): RelationLanguage => byLocale[locale] ?? english;
