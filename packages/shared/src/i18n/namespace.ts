import type { Locale } from '../locales.js';

/** One namespace's messages in English: ICU message syntax (plurals, select, placeholders). */
export type Catalog = Readonly<Record<string, string>>;

/** Another language's messages of a namespace: every key English has and no other. */
export type Translation<T extends Catalog> = { readonly [K in keyof T]: string };

type Loader<T extends Catalog> = () => Promise<{ default: Translation<T> }>;

/**
 * A namespace's other languages (its `languages.ts`): a lazy loader per language, one file each.
 * Their types make a language file that lacks a key English has fail the type check.
 */
export type Languages<T extends Catalog> = Readonly<Record<Exclude<Locale, 'en'>, Loader<T>>>;

/**
 * A namespace: English, bundled with the code that uses it, and its other languages behind one
 * import (`languages.ts`), so that a page in English carries one small function per namespace
 * rather than a loader per language, and a page loads only the languages and namespaces it shows.
 */
export interface Namespace<T extends Catalog = Catalog> {
  readonly name: string;
  readonly en: T;
  readonly languages: () => Promise<{ default: Languages<T> }>;
}

export const defineNamespace = <T extends Catalog>(
  name: string,
  en: T,
  languages: Namespace<T>['languages'],
): Namespace<T> => ({ name, en, languages });

/** The namespace's messages in one of its other languages, from that language's file. */
export async function loadTranslation<T extends Catalog>(
  ns: Namespace<T>,
  locale: Exclude<Locale, 'en'>,
): Promise<Translation<T>> {
  const languages = (await ns.languages()).default;
  return (await languages[locale]()).default;
}
