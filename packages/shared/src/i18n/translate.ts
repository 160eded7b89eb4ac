import type { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../locales.js';
import { loadTranslation, type Catalog, type Namespace, type Translation } from './namespace.js';
import { isPseudoLocale, type PseudoLocale } from './pseudo-locales.js';
import { formatSimple, isSimpleMessage } from './simple-format.js';

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

let Formatter: typeof IntlMessageFormat | null = null;
let formatterLoading: Promise<void> | null = null;

/** Loads intl-messageformat, once: needed by complex messages only (simple-format.ts). */
export function loadFormatter(): Promise<void> {
  formatterLoading ??= import('intl-messageformat').then((module) => {
    Formatter = module.IntlMessageFormat;
  });
  return formatterLoading;
}

export const formatterReady = (): boolean => Formatter !== null;

/** Whether a catalog has a message that needs intl-messageformat. */
export const needsFormatter = (messages: Catalog): boolean =>
  !Object.values(messages).every(isSimpleMessage);

async function pseudoCatalog(en: Catalog, locale: PseudoLocale): Promise<Catalog> {
  const { pseudoMessage } = await import('./pseudo.js');
  return Object.fromEntries(
    Object.entries(en).map(([key, text]) => [key, pseudoMessage(text, locale)]),
  );
}

/** The namespace's messages in a language when they are already at hand (English always is). */
export function loadedMessages<T extends Catalog>(
  ns: Namespace<T>,
  locale: UiLocale,
): Translation<T> | undefined {
  if (locale === 'en') return ns.en;
  return mapOf(loaded, ns as unknown as Namespace).get(locale) as Translation<T> | undefined;
}

/**
 * Loads the namespace's messages in a language, once per process: the same promise for every
 * caller, so React's `use` can wait on it. A language file that fails to load answers English.
 * The formatter comes with them when a message needs it.
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
    const load = isPseudoLocale(locale)
      ? () => pseudoCatalog(ns.en, locale)
      : () => loadTranslation(ns, locale as Exclude<Locale, 'en'>);
    promise = load()
      .catch(() => ns.en as Translation<Catalog>)
      .then(async (messages) => {
        if (needsFormatter(messages)) await loadFormatter();
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

/**
 * A message formatter for one namespace in one language; compiled messages are kept. A complex
 * message needs `loadFormatter()` first (loadMessages and useT see to it); without it, it shows
 * as written rather than failing.
 */
export function translator<T extends Catalog>(
  messages: Translation<T>,
  locale: UiLocale,
  english: T,
): Translate<T> {
  const compiled = new Map<string, IntlMessageFormat>();
  const tag = intlLocale(locale);
  return (key, values) => {
    const source = (messages as Record<string, string>)[key] ?? english[key] ?? key;
    if (isSimpleMessage(source) || !Formatter) return formatSimple(source, values);
    let format = compiled.get(key);
    if (!format) {
      format = new Formatter(source, tag);
      compiled.set(key, format);
    }
    const out = format.format(values as Record<string, string | number>);
    return Array.isArray(out) ? out.join('') : String(out);
  };
}

/** The writing direction of a language: the pseudo-locale `ar-XB` (and any Arabic) runs right to left. */
export const directionOf = (locale: UiLocale): 'ltr' | 'rtl' =>
  intlLocale(locale) === 'ar' ? 'rtl' : 'ltr';
