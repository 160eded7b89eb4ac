import {
  loadFormatter,
  loadMessages,
  needsFormatter,
  specMessages,
  translator,
  type Catalog,
  type Locale,
  type Namespace,
  type Translate,
} from '@familytree/shared';
import { contractMessages } from '../contracts/messages/index.js';
import { serverMessages } from '../messages/index.js';

/**
 * A text for people that is rendered in a language when it is sent: `english` is what logs,
 * tests and English answers see; `render` writes it in another language.
 */
export interface LocalText {
  readonly english: string;
  render(locale: Locale): Promise<string> | string;
}

/**
 * A catalog message by key: the namespace, the key and the values. A value may itself be a
 * text (the rule inside "This change cannot be reverted: {rule}"), rendered in the same language.
 */
export interface KeyedText extends LocalText {
  readonly namespace: Namespace;
  readonly key: string;
  readonly values?: TextValues;
}
export type TextValue = string | number | LocalText;
export type TextValues = Readonly<Record<string, TextValue>>;

/** What an answer may carry for people: English text, or a text that renders in the language. */
export type UserText = string | LocalText;

const isLocalText = (text: UserText | TextValue): text is LocalText => typeof text === 'object';

export const englishOf = (text: UserText): string => (isLocalText(text) ? text.english : text);

const englishValues = (values: TextValues | undefined) =>
  values &&
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isLocalText(v) ? v.english : v]));

/** The translators in use, one per namespace and language, each compiling its messages once. */
const translators = new Map<Namespace, Map<Locale, Translate<Catalog>>>();

function cachedTranslator(namespace: Namespace, locale: Locale): Translate<Catalog> | undefined {
  return translators.get(namespace)?.get(locale);
}

/** English is bundled; any other language is loaded on first use (one import per namespace). */
async function translatorOf(namespace: Namespace, locale: Locale): Promise<Translate<Catalog>> {
  const ready = cachedTranslator(namespace, locale);
  if (ready) return ready;
  const messages = await loadMessages(namespace, locale);
  let byLocale = translators.get(namespace);
  if (!byLocale) translators.set(namespace, (byLocale = new Map()));
  const translate = byLocale.get(locale) ?? translator(messages, locale, namespace.en);
  byLocale.set(locale, translate);
  return translate;
}

function englishTranslator(namespace: Namespace): Translate<Catalog> {
  let translate = cachedTranslator(namespace, 'en');
  if (!translate) {
    translate = translator(namespace.en, 'en', namespace.en);
    let byLocale = translators.get(namespace);
    if (!byLocale) translators.set(namespace, (byLocale = new Map()));
    byLocale.set('en', translate);
  }
  return translate;
}

/**
 * A catalog message's English alone, for a caller that keeps the key and values itself (a GEDCOM
 * import's warnings): no text object, the message compiled once per namespace.
 */
export const englishOfKey = <T extends Catalog>(
  namespace: Namespace<T>,
  key: keyof T & string,
  values?: Readonly<Record<string, string | number>>,
): string => englishTranslator(namespace as unknown as Namespace)(key, values);

/** A catalog message as a text for people: its English now, its language when it is sent. */
export function keyedText<T extends Catalog>(
  namespace: Namespace<T>,
  key: keyof T & string,
  values?: TextValues,
): KeyedText {
  const ns = namespace as unknown as Namespace;
  return {
    namespace: ns,
    key,
    values,
    english: englishTranslator(ns)(key, englishValues(values)),
    render: async (locale) =>
      (await translatorOf(ns, locale))(key, await renderValues(values, locale, false)),
  };
}

/** A number for people: English groups it as it always did ("20,000"), each language its way. */
export const numberText = (n: number): LocalText => ({
  english: n.toLocaleString('en-US'),
  render: (locale) => n.toLocaleString(locale),
});

/** One of the spec's texts (packages/shared/src/i18n/spec), by key. */
export const specText = (key: keyof typeof specMessages.en & string, values?: TextValues) =>
  keyedText(specMessages, key, values);

/**
 * A namespace's messages in a language, for an answer that writes many of them (titles, captions):
 * loaded once, then each formatted at once. English is the catalog's English.
 */
export async function textsIn<T extends Catalog>(
  namespace: Namespace<T>,
  locale: Locale,
): Promise<Translate<T>> {
  const ns = namespace as unknown as Namespace;
  if (locale !== 'en') return (await translatorOf(ns, locale)) as Translate<T>;
  // Another language's file brings the formatter when it needs one; English is at hand already.
  if (needsFormatter(ns.en)) await loadFormatter();
  return englishTranslator(ns) as Translate<T>;
}

/** One of the server's own texts (apps/api/src/messages), by key. */
export const serverText = (key: keyof typeof serverMessages.en & string, values?: TextValues) =>
  keyedText(serverMessages, key, values);

/** One of the shared contracts' texts (apps/api/src/contracts/messages), by key. */
export const contractText = (key: keyof typeof contractMessages.en & string, values?: TextValues) =>
  keyedText(contractMessages, key, values);

// ---- English text back to its message --------------------------------------------------------
// The spec's texts (`messages` of @familytree/shared) and the shared contracts' texts (their
// schemas' and *Messages' English) reach the server as English strings. Each is found again by
// its text: a Map for the texts without placeholders, and for those with simple placeholders
// ("Use at most {max} characters") a pattern that gives back the values.

interface Found {
  namespace: Namespace;
  key: string;
  values?: Record<string, string>;
}
interface Pattern {
  namespace: Namespace;
  key: string;
  regex: RegExp;
}

/** The namespaces whose English is looked up by text, first match first. */
const lookedUp: Namespace[] = [
  specMessages as unknown as Namespace,
  contractMessages as unknown as Namespace,
  serverMessages as unknown as Namespace,
];

const simpleArgument = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** ICU's '' is one apostrophe; these catalogs quote nothing else. */
const unquote = (text: string) => text.replace(/''/g, "'");

let index: { exact: Map<string, Found>; patterns: Pattern[] } | undefined;

function textIndex() {
  if (index) return index;
  const exact = new Map<string, Found>();
  const patterns: Pattern[] = [];
  for (const namespace of lookedUp)
    for (const [key, source] of Object.entries(namespace.en)) {
      if (!/[{}]/.test(source)) {
        const text = englishTranslator(namespace)(key);
        if (!exact.has(text)) exact.set(text, { namespace, key });
        continue;
      }
      // Plurals, selects and tags are never matched back: such a message is sent by its key.
      if (/[{}]/.test(source.replace(simpleArgument, ''))) continue;
      const seen = new Set<string>();
      let regex = '';
      let last = 0;
      for (const match of source.matchAll(simpleArgument)) {
        regex += escapeRegex(unquote(source.slice(last, match.index)));
        const name = match[1]!;
        regex += seen.has(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]+?)`;
        seen.add(name);
        last = match.index + match[0].length;
      }
      regex += escapeRegex(unquote(source.slice(last)));
      patterns.push({ namespace, key, regex: new RegExp(`^${regex}$`) });
    }
  return (index = { exact, patterns });
}

/** The catalog message an English text was formatted from, with its values; null when none. */
export function messageOfEnglish(text: string): Found | null {
  const { exact, patterns } = textIndex();
  const found = exact.get(text);
  if (found) return found;
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (match) return { namespace: pattern.namespace, key: pattern.key, values: match.groups };
  }
  return null;
}

// ---- Rendering -------------------------------------------------------------------------------

/**
 * The values of a message in a language: a keyed value from its catalog; a string value that a
 * pattern found ("This change cannot be reverted: {rule}") by exact lookup when it is a whole text
 * of a catalog; a string a caller passed (a name, a date) as it is.
 */
async function renderValues(
  values: Readonly<Record<string, TextValue>> | undefined,
  locale: Locale,
  lookUpStrings: boolean,
): Promise<Record<string, string | number> | undefined> {
  if (!values) return undefined;
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isLocalText(value)) out[name] = await value.render(locale);
    else if (typeof value === 'string' && lookUpStrings) {
      const found = textIndex().exact.get(value);
      out[name] = found ? await renderFound(found, locale) : value;
    } else out[name] = value;
  }
  return out;
}

async function renderFound(found: Found, locale: Locale): Promise<string> {
  const translate = await translatorOf(found.namespace, locale);
  return translate(found.key, await renderValues(found.values, locale, true));
}

async function render(text: UserText, locale: Locale): Promise<string> {
  if (isLocalText(text)) return text.render(locale);
  const found = messageOfEnglish(text);
  return found ? renderFound(found, locale) : text;
}

/**
 * A text in a language: a keyed text from its catalog (or any LocalText as it renders itself); an English text of a catalog by its key;
 * any other text (a name, data) as it is. English is the English the text already has.
 */
export async function localize(text: UserText, locale: Locale): Promise<string> {
  if (locale === 'en') return englishOf(text);
  return render(text, locale);
}

/** An answer whose `message` is a text for people, with that message in a language. */
export async function withMessageIn<T extends { message: string }>(
  answer: T,
  locale: Locale,
): Promise<T> {
  return locale === 'en' ? answer : { ...answer, message: await localize(answer.message, locale) };
}
