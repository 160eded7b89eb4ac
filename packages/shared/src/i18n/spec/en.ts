import { messages } from '../../messages.js';

/** Every text of `messages` by its dotted key ('login.emailRequired'). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string)
    ? `${P}${K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type SpecKey = Leaves<typeof messages>;

/** The placeholders of the texts that take values, in the order their functions take them. */
const placeholders: Record<string, string[]> = { 'linkRequests.sent': ['familyName'] };

function flatten(value: object, prefix: string, into: Record<string, string>) {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix + key;
    if (typeof inner === 'string') into[path] = inner;
    else if (typeof inner === 'function')
      into[path] = (inner as (...values: string[]) => string)(
        ...(placeholders[path] ?? []).map((name) => `{${name}}`),
      );
    else flatten(inner as object, `${path}.`, into);
  }
  return into;
}

/**
 * The spec's texts as a catalog, made from messages.ts itself so that the English is the spec's
 * and the web carries it once: a lone apostrophe is plain text in ICU, a text taking values has
 * them as placeholders. spec-catalog.test.ts checks it.
 */
const en = flatten(messages, '', {}) as Readonly<Record<SpecKey, string>>;
export default en;
