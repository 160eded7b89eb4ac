import {
  defaultLocale,
  gedcomDateIn,
  gedcomDateMessages,
  gedcomDateText,
  loadMessages,
  localeOf,
  type GedcomDate,
  type Locale,
  type Translation,
} from '@familytree/shared';
import { gedcomEventMessages } from './messages/index.js';

/**
 * The words a GEDCOM import writes into the profile entries it makes (issue 31): the events'
 * names ("Taufe") and dates ("um 1850"), in the language of the request that started it. They
 * are the family's data afterwards, but the product wrote them, so the admin's language decides.
 * The export rebuilds an imported event's entry with the same words to see whether the family
 * changed it: each event row keeps the language (`gedcom_events.locale`, null for English).
 */
export interface ProfileWords {
  locale: Locale;
  /** Event names by tag, as the `gedcomEvents` namespace says them in the language. */
  names: Translation<typeof gedcomEventMessages.en>;
  date: (date: GedcomDate) => string;
}

/** The name of an event by its tag; undefined for a tag the namespace does not name. */
export const eventName = (words: ProfileWords, tag: string): string | undefined =>
  (words.names as Readonly<Record<string, string | undefined>>)[tag];

/** As every import wrote them before issue 31, and as English imports write them still. */
export const englishWords: ProfileWords = {
  locale: defaultLocale,
  names: gedcomEventMessages.en,
  date: gedcomDateText,
};

const loaded = new Map<Locale, Promise<ProfileWords>>();

/** The words of a language, loaded once per process. */
export function profileWordsIn(locale: Locale): Promise<ProfileWords> {
  if (locale === defaultLocale) return Promise.resolve(englishWords);
  let words = loaded.get(locale);
  if (!words) {
    words = Promise.all([
      loadMessages(gedcomEventMessages, locale),
      loadMessages(gedcomDateMessages, locale),
    ]).then(([names, dateMessages]) => ({
      locale,
      names,
      date: (date: GedcomDate) => gedcomDateIn(date, locale, dateMessages),
    }));
    loaded.set(locale, words);
  }
  return words;
}

/** The language an event row's entry was written in: English when none is stored (older imports). */
export const localeOfEvent = (e: { locale: string | null }): Locale =>
  localeOf(e.locale) ?? defaultLocale;

/** The language an import stores on its event rows: none for English, as before issue 31. */
export const storedLocale = (words: ProfileWords): string | null =>
  words.locale === defaultLocale ? null : words.locale;

/**
 * The words of every language these event rows were imported in, for the export's page: loaded
 * before the page is written, so that rebuilding each entry stays synchronous.
 */
export async function wordsOfEvents(
  events: ReadonlyArray<{ locale: string | null }>,
): Promise<WordsOfEvents> {
  const locales = new Set<Locale>();
  for (const e of events) if (e.locale !== null) locales.add(localeOfEvent(e));
  const words = new Map<Locale, ProfileWords>([[defaultLocale, englishWords]]);
  for (const locale of locales) words.set(locale, await profileWordsIn(locale));
  return (e) => words.get(localeOfEvent(e)) ?? englishWords;
}

/** The words an event row's entry was written with. */
export type WordsOfEvents = (e: { locale: string | null }) => ProfileWords;

/** English for every row: what the export read before issue 31 (tests of one person's events). */
export const englishOnly: WordsOfEvents = () => englishWords;
