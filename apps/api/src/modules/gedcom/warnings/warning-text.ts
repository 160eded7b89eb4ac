import { needsFormatter, type Locale } from '@familytree/shared';
import { englishOfKey, keyedText, localize, type KeyedText } from '../../../infra/user-text.js';
import { gedcomWarningMessages } from './messages/index.js';

export type WarningKey = keyof typeof gedcomWarningMessages.en & string;

/**
 * A warning's text as data: a key of the namespace and its values, a value being a string, a
 * number or itself such a text (the field of "The {field} of …"). Plain JSON, so that an import
 * job's row keeps it and any server renders it in its reader's language.
 */
export interface WarningText {
  readonly key: WarningKey;
  readonly values?: WarningValues;
}
export type WarningValue = string | number | WarningText;
export type WarningValues = Readonly<Record<string, WarningValue>>;

export const warningText = (key: WarningKey, values?: WarningValues): WarningText =>
  values ? { key, values } : { key };

const isText = (value: WarningValue): value is WarningText => typeof value === 'object';

type PlainValues = Readonly<Record<string, string | number>>;
type Format = (values?: PlainValues) => string;

/**
 * A simple message (text, `{name}` and `''`) compiled into its literal parts, so that formatting
 * it is a join: as the shared translator formats it, without parsing the message each time.
 */
function compileSimple(source: string): Format {
  const literals: string[] = [];
  const names: string[] = [];
  let literal = '';
  let last = 0;
  for (const match of source.matchAll(/''|\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) {
    literal += source.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[1] === undefined) literal += "'";
    else {
      literals.push(literal);
      names.push(match[1]);
      literal = '';
    }
  }
  literals.push(literal + source.slice(last));
  return (values) => {
    let out = literals[0]!;
    for (let i = 0; i < names.length; i++) {
      const value = values?.[names[i]!];
      out +=
        (value === undefined || value === null ? `{${names[i]}}` : String(value)) +
        literals[i + 1]!;
    }
    return out;
  };
}

const englishFormats = new Map<WarningKey, Format>();

function englishFormat(key: WarningKey): Format {
  let format = englishFormats.get(key);
  if (!format) {
    const source = gedcomWarningMessages.en[key];
    format = needsFormatter({ [key]: source })
      ? (values) => englishOfKey(gedcomWarningMessages, key, values)
      : compileSimple(source);
    englishFormats.set(key, format);
  }
  return format;
}

/**
 * The English of a text. An import of a large file may warn tens of thousands of times: each
 * message is compiled once, and a text with plain values is formatted without copies.
 */
export function englishOfWarning(text: WarningText): string {
  const { key, values } = text;
  if (!values) return englishFormat(key)();
  let plain: Record<string, string | number> | undefined;
  for (const name in values) {
    const value = values[name]!;
    if (isText(value)) (plain ??= { ...(values as PlainValues) })[name] = englishOfWarning(value);
  }
  return englishFormat(key)(plain ?? (values as PlainValues));
}

/**
 * The text as one that renders itself in a language (its values too). A number goes as a string,
 * as English writes it: a line number is "1234" in every language, never "1,234".
 */
export function localWarningText(text: WarningText): KeyedText {
  const { key, values } = text;
  if (!values) return keyedText(gedcomWarningMessages, key);
  const local: Record<string, string | KeyedText> = {};
  for (const name in values) {
    const value = values[name]!;
    local[name] = isText(value)
      ? localWarningText(value)
      : typeof value === 'number'
        ? String(value)
        : value;
  }
  return keyedText(gedcomWarningMessages, key, local);
}

/** The text in a language; English without a text object. */
export const warningTextIn = (text: WarningText, locale: Locale): Promise<string> | string =>
  locale === 'en' ? englishOfWarning(text) : localize(localWarningText(text), locale);

const isWarningKey = (key: unknown): key is WarningKey =>
  typeof key === 'string' && Object.hasOwn(gedcomWarningMessages.en, key);

/** A text read back from JSON (a job's row), or null when it is none this server knows. */
export function warningTextOf(data: unknown): WarningText | null {
  if (typeof data !== 'object' || data === null) return null;
  const { key, values } = data as { key?: unknown; values?: unknown };
  if (!isWarningKey(key)) return null;
  if (values === undefined) return { key };
  if (typeof values !== 'object' || values === null) return null;
  const read: Record<string, WarningValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') read[name] = value;
    else {
      const text = warningTextOf(value);
      if (!text) return null;
      read[name] = text;
    }
  }
  return { key, values: read };
}
