import type { Locale } from '@familytree/shared';
import { german } from './de.js';
import { english } from './english.js';
import { spanish } from './es.js';
import { french } from './fr.js';
import { hindi } from './hi.js';
import { italian } from './it.js';
import { malayalam } from './ml.js';
import { dutch } from './nl.js';
import { polish } from './pl.js';
import { portuguese } from './pt.js';
import type { RelationLanguage } from './relation-term.js';

/**
 * Each language's relation names. A language without a module of its own answers in English
 * until it has one, so that a relation is never left unnamed.
 */
const byLocale: Partial<Record<Locale, RelationLanguage>> = {
  en: english,
  de: german,
  nl: dutch,
  fr: french,
  es: spanish,
  pt: portuguese,
  it: italian,
  pl: polish,
  hi: hindi,
  ml: malayalam,
};

export const relationLanguage = (locale: Locale): RelationLanguage => byLocale[locale] ?? english;
