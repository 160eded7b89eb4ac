import type { Locale } from '@familytree/shared';
import {
  englishOfWarning,
  warningText,
  warningTextIn,
  type WarningKey,
  type WarningText,
  type WarningValues,
} from './warning-text.js';

/**
 * A warning of an import at a line of the file. `message` is its English, as logs, tests and
 * English answers read it; the text itself (key and values) is what other languages and the
 * job's row are made from. The text is a private field, not a property: a warning still equals
 * `{ line, message }` and serializes as that.
 */
export class GedcomWarning {
  readonly line: number;
  readonly message: string;
  readonly #text: WarningText;

  constructor(line: number, text: WarningText) {
    this.line = line;
    this.#text = text;
    this.message = englishOfWarning(text);
  }

  get text(): WarningText {
    return this.#text;
  }
}

export const gedcomWarning = (line: number, key: WarningKey, values?: WarningValues) =>
  new GedcomWarning(line, warningText(key, values));

/** Warnings as an answer says them (`{ line, message }`), in a language. */
export function warningsIn(
  warnings: readonly GedcomWarning[],
  locale: Locale,
): Promise<{ line: number; message: string }[]> {
  return Promise.all(
    warnings.map(async (w) => ({
      line: w.line,
      message: locale === 'en' ? w.message : await warningTextIn(w.text, locale),
    })),
  );
}
