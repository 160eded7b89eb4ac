import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadMessages, type Catalog, type Locale, type Namespace } from '@familytree/shared';

/**
 * Words of rendered text, for tests that look for a language's texts left in English (issue 31).
 * A word is a run of letters with their marks (Devanagari and Malayalam vowel signs are marks).
 */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{M}]+/gu) ?? [];

function literals(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const el of elements) {
    if (el.type === TYPE.literal) into.push(el.value);
    if (el.type === TYPE.tag) literals(el.children, into);
    if (el.type === TYPE.select || el.type === TYPE.plural)
      for (const option of Object.values(el.options)) literals(option.value, into);
  }
  return into;
}

/**
 * The words a language's own catalogs write (not their placeholders' names): an English word a
 * render in that language shows is no leak where the language writes it itself, in a text it
 * translated (Spanish "M" for mujer) or as a letter it shares with English (German "M",
 * männlich). A longer text left as English is not counted as the language's own.
 */
export async function ownWords(namespaces: Namespace[], locale: Locale): Promise<Set<string>> {
  const own = new Set<string>();
  for (const ns of namespaces) {
    const translated: Catalog = await loadMessages(ns, locale);
    for (const [key, english] of Object.entries(ns.en)) {
      const value = translated[key] ?? english;
      for (const word of wordsOf(literals(parse(value)).join(' ')))
        if (value !== english || word.length === 1) own.add(word);
    }
  }
  return own;
}

/**
 * Texts of a pseudo-locale render (en-XA accents every letter of a catalog's text) that still
 * hold plain ASCII words other than the data's (names, initials): text from no catalog.
 */
export const notPseudoLocalised = (texts: readonly string[], data: ReadonlySet<string>) =>
  texts.filter((text) => (text.match(/[A-Za-z]+/g) ?? []).some((word) => !data.has(word)));

/**
 * The English render's product words (not the data's) that a render in another language shows
 * though that language's catalogs do not write them (`ownWords`): texts left in English.
 */
export function leakedEnglish(
  english: readonly string[],
  translated: readonly string[],
  own: ReadonlySet<string>,
  data: ReadonlySet<string>,
): string[] {
  const product = (texts: readonly string[]) =>
    new Set(texts.flatMap(wordsOf).filter((word) => !data.has(word)));
  const englishWords = product(english);
  return [...product(translated)].filter((word) => englishWords.has(word) && !own.has(word));
}
