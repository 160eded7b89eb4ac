import { z } from 'zod';
import { messages } from './messages.js';
import { richTextNestsTooDeep } from './rich-text.js';

/**
 * What the databases can hold. Ids are 32-bit integer columns on PostgreSQL (serial): a larger
 * number is refused there with a server error, so both databases refuse it up front as 400.
 */
export const maxId = 2 ** 31 - 1;
export const minTemporaryId = -(2 ** 31);

/**
 * How deep a JSON body may nest arrays and objects (the body itself is level 1). The deepest body
 * any call defines is a few levels; the bound keeps every walk over a body short (issue 28).
 */
export const maxJsonDepth = 32;

/**
 * How many values (members, elements, scalars) a JSON body may hold: the largest body the spec
 * defines (a profile read sent back whole, with its lists at their maximum) holds about 5,000.
 */
export const maxJsonValues = 20_000;

/** Rich text (HTML from the editor) of at most `max` characters, nested no deeper than the editor's. */
export const richTextString = (max: number, tooLong?: string) =>
  z
    .string()
    .max(max, tooLong)
    .refine((html) => !richTextNestsTooDeep(html), messages.input.richTextTooDeep);

/** A record id in a JSON body. */
export const idSchema = z
  .number({ error: messages.input.invalidId })
  .int(messages.input.invalidId)
  .min(1, messages.input.invalidId)
  .max(maxId, messages.input.invalidId);

/** A record id in a path or a query string. */
export const idParamSchema = z.coerce
  .number({ error: messages.input.invalidId })
  .int(messages.input.invalidId)
  .min(1, messages.input.invalidId)
  .max(maxId, messages.input.invalidId);

/** A whole number that is stored in an integer column (orders, counts, page numbers). */
export const storedIntSchema = z.number().int().max(maxId);

/**
 * Control characters other than tab, line feed and carriage return (C0 and DEL): PostgreSQL
 * refuses NUL in text, and none of them belongs in anything a person types.
 */
// eslint-disable-next-line no-control-regex
export const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Half of a UTF-16 surrogate pair without its other half: not text in any encoding. */
export const loneSurrogate =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Explicit text-direction overrides and isolates: in a name they make it read as another. */
export const bidiControls = /[\u202a-\u202e\u2066-\u2069]/;

/** The message for a string that holds text the server never accepts anywhere; null when fine. */
export function forbiddenTextMessage(value: string): string | null {
  if (controlCharacters.test(value)) return messages.input.controlCharacters;
  if (loneSurrogate.test(value)) return messages.input.brokenCharacters;
  return null;
}

/** A person's or user's name (first, middle, last, nick, family name): no direction controls. */
export const nameString = (missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .refine((v) => !bidiControls.test(v), messages.input.directionControls);
