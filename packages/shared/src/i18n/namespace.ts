import type { Locale } from '../locales.js';

/** One namespace's messages in English: ICU message syntax (plurals, select, placeholders). */
export type Catalog = Readonly<Record<string, string>>;

/** Another language's messages of a namespace: every key English has and no other. */
export type Translation<T extends Catalog> = { readonly [K in keyof T]: string };

type Loader<T extends Catalog> = () => Promise<{ default: Translation<T> }>;

/**
 * A namespace: English, bundled with the code that uses it, and a lazy loader per other language
 * (one file each), so a page loads only the languages and namespaces it shows. The loaders'
 * types make a language file that lacks a key English has fail the type check.
 */
export interface Namespace<T extends Catalog = Catalog> {
  readonly name: string;
  readonly en: T;
  readonly load: Readonly<Record<Exclude<Locale, 'en'>, Loader<T>>>;
}

export const defineNamespace = <T extends Catalog>(
  name: string,
  en: T,
  load: Namespace<T>['load'],
): Namespace<T> => ({ name, en, load });
