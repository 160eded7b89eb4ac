import { messages, type Locale } from '@familytree/shared';
import { englishOfKey, keyedText, localize, type LocalText } from '../../../infra/user-text.js';
import { gedcomWarningMessages } from './messages/index.js';

/** Why an import stopped at a line of the file: "Line 12: <a rule of the spec>". */
export const lineError = (line: number, problem: string): string =>
  englishOfKey(gedcomWarningMessages, 'import.failedAtLine', { line, problem });

const failed = `${messages.gedcom.failed} `;
const atLine = /^Line (\d+): ([\s\S]+)$/;

/** An English text of a catalog, said in the language where it is one (user-text.ts). */
const found = (english: string): LocalText => ({
  english,
  render: (locale) => localize(english, locale),
});

/**
 * A failed job's error in a language. The row keeps the English it always kept (the contract's
 * `error` is a string, and older servers read the same rows): its parts are found again by their
 * words, as the spec's texts are. The spec's "The import failed; nothing was imported." and what
 * failed (a line of the file and the spec's rule it breaks, or a refusal of the spec); any other
 * detail (a fault of the server) stays as it is, and so does a restart's text, a spec text.
 */
export async function jobErrorIn(error: string, locale: Locale): Promise<string> {
  if (locale === 'en') return error;
  if (!error.startsWith(failed)) return localize(error, locale);
  const detail = error.slice(failed.length);
  const line = atLine.exec(detail);
  const said = line
    ? keyedText(gedcomWarningMessages, 'import.failedAtLine', {
        line: line[1]!,
        problem: found(line[2]!),
      })
    : found(detail);
  return `${await localize(messages.gedcom.failed, locale)} ${await localize(said, locale)}`;
}
