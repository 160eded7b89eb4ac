import type { Locale } from '@familytree/shared';
import type { GedcomWarning } from './gedcom-warning.js';
import { warningTextIn, warningTextOf } from './warning-text.js';

/**
 * An import job's warnings as its row keeps them, for any server to read in its reader's
 * language (the job may be started in one language and read in another): each text by key and
 * values, rendered when read. The English is kept beside it for a server that does not know the
 * key (an older one during an update, or a key since renamed), which answers it as it is.
 */
export const storedWarnings = (warnings: readonly GedcomWarning[]): string =>
  JSON.stringify(warnings.map((w) => ({ line: w.line, message: w.message, ...w.text })));

/**
 * The row's warnings in a language. Rows written before the warnings had keys hold
 * `{ line, message }` in English: those read as they are.
 */
export function storedWarningsIn(
  json: string,
  locale: Locale,
): Promise<{ line: number; message: string }[]> {
  const stored = JSON.parse(json) as { line: number; message: string }[];
  return Promise.all(
    stored.map(async (w) => {
      const text = warningTextOf(w);
      return { line: w.line, message: text ? await warningTextIn(text, locale) : w.message };
    }),
  );
}
