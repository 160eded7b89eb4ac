import type { Locale } from '@familytree/shared';
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

/**
 * The English of a text. An import of a large file may warn tens of thousands of times: a text
 * with plain values goes to the cached English translator as it is, without copies.
 */
export function englishOfWarning(text: WarningText): string {
  const { key, values } = text;
  if (!values) return englishOfKey(gedcomWarningMessages, key);
  let plain: Record<string, string | number> | undefined;
  for (const name in values) {
    const value = values[name]!;
    if (isText(value))
      (plain ??= { ...(values as Record<string, string | number>) })[name] =
        englishOfWarning(value);
  }
  return englishOfKey(
    gedcomWarningMessages,
    key,
    plain ?? (values as Record<string, string | number>),
  );
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
