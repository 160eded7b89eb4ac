import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../locales.js';
import type { Catalog, Namespace, Translation } from './namespace.js';
import { isPseudoLocale, pseudoMessage, type PseudoLocale } from './pseudo.js';

/** A language the product renders in: a real one, or a pseudo-locale of the tests. */
export type UiLocale = Locale | PseudoLocale;

export type MessageValues = Record<
  string,
  string | number | Date | boolean | null | undefined | ((chunks: string[]) => string)
>;

/** Formats a namespace's message by key: the key is type-checked against English. */
export type Translate<T extends Catalog> = (
  key: keyof T & string,
  values?: MessageValues,
) => string;

const loaded = new WeakMap<Namespace, Map<UiLocale, Translation<Catalog>>>();
const loading = new WeakMap<Namespace, Map<UiLocale, Promise<Translation<Catalog>>>>();

function mapOf<V>(store: WeakMap<Namespace, Map<UiLocale, V>>, ns: Namespace): Map<UiLocale, V> {
  let map = store.get(ns);
  if (!map) store.set(ns, (map = new Map()));
  return map;
}

const pseudoCatalog = (en: Catalog, locale: PseudoLocale): Catalog =>
  Object.fromEntries(Object.entries(en).map(([key, text]) => [key, pseudoMessage(text, locale)]));

/** The namespace's messages in a language when they are already at hand (English always is). */
export function loadedMessages<T extends Catalog>(
  ns: Namespace<T>,
  locale: UiLocale,
): Translation<T> | undefined {
  if (locale === 'en') return ns.en;
  const map = mapOf(loaded, ns as unknown as Namespace);
  if (!map.has(locale) && isPseudoLocale(locale)) map.set(locale, pseudoCatalog(ns.en, locale));
  return map.get(locale) as Translation<T> | undefined;
}

/**
 * Loads the namespace's messages in a language, once per process: the same promise for every
 * caller, so React's `use` can wait on it. A language file that fails to load answers English.
 */
export function loadMessages<T extends Catalog>(
  ns: Namespace<T>,
  locale: UiLocale,
): Promise<Translation<T>> {
  const ready = loadedMessages(ns, locale);
  if (ready) return Promise.resolve(ready);
  const pending = mapOf(loading, ns as unknown as Namespace);
  let promise = pending.get(locale);
  if (!promise) {
    const load = ns.load[locale as Exclude<Locale, 'en'>];
    promise = load()
      .then((module) => module.default as Translation<Catalog>)
      .catch(() => ns.en)
      .then((messages) => {
        mapOf(loaded, ns as unknown as Namespace).set(locale, messages);
        return messages;
      });
    pending.set(locale, promise);
  }
  return promise as Promise<Translation<T>>;
}

/** The tag `Intl` formats with: a pseudo-locale formats numbers and dates as English does. */
export const intlLocale = (locale: UiLocale): string =>
  locale === 'en-XA' ? 'en' : locale === 'ar-XB' ? 'ar' : locale;

/** A message formatter for one namespace in one language; compiled messages are kept. */
export function translator<T extends Catalog>(
  messages: Translation<T>,
  locale: UiLocale,
  english: T,
): Translate<T> {
  const compiled = new Map<string, IntlMessageFormat>();
  const tag = intlLocale(locale);
  return (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      const source = (messages as Record<string, string>)[key] ?? english[key] ?? key;
      format = new IntlMessageFormat(source, tag);
      compiled.set(key, format);
    }
    const out = format.format(values as Record<string, string | number>);
    return Array.isArray(out) ? out.join('') : String(out);
  };
}

/** The writing direction of a language: the pseudo-locale `ar-XB` (and any Arabic) runs right to left. */
export const directionOf = (locale: UiLocale): 'ltr' | 'rtl' =>
  intlLocale(locale) === 'ar' ? 'rtl' : 'ltr';
