import { z } from 'zod';
import { messages, type Locale } from '@familytree/shared';
import { invalidInput } from './errors.js';
import type { LocalText, UserText } from './user-text.js';
import { zodLocaleMl } from './zod-locale-ml.js';

/** Enough to correct a form; a hostile body of thousands of bad fields gets a short answer. */
const maxFieldErrors = 50;

/**
 * Zod's own messages, for the fields whose schema names none: Zod's locales where it has one, our
 * own for Malayalam (zod-locale-ml.ts).
 */
const zodLocales: Partial<Record<Locale, () => { localeError: z.core.$ZodErrorMap }>> = {
  en: z.locales.en,
  de: z.locales.de,
  fr: z.locales.fr,
  es: z.locales.es,
  pt: z.locales.pt,
  nl: z.locales.nl,
  it: z.locales.it,
  pl: z.locales.pl,
  hi: z.locales.hi,
  ml: zodLocaleMl,
};
const zodErrorMaps = new Map<Locale, z.core.$ZodErrorMap | null>();

function zodErrorMap(locale: Locale): z.core.$ZodErrorMap | null {
  let map = zodErrorMaps.get(locale);
  if (map === undefined)
    zodErrorMaps.set(locale, (map = zodLocales[locale]?.().localeError ?? null));
  return map;
}

function zodMessage(issue: z.core.$ZodIssue, locale: Locale): string | null {
  const made = zodErrorMap(locale)?.(issue as unknown as z.core.$ZodRawIssue);
  return typeof made === 'string' ? made : (made?.message ?? null);
}

/**
 * An issue's message: the schema's own (spec or contract text, translated by its English), or
 * Zod's default, which is written again in the answer's language.
 */
function issueText(issue: z.core.$ZodIssue): UserText {
  if (zodMessage(issue, 'en') !== issue.message) return issue.message;
  const text: LocalText = {
    english: issue.message,
    render: (locale) => zodMessage(issue, locale) ?? issue.message,
  };
  return text;
}

/** Each bad field with the schema's own (spec) message; an unknown field by its own name. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, UserText> {
  const fields: Record<string, UserText> = {};
  let count = 0;
  const add = (key: string, message: UserText) => {
    if (count < maxFieldErrors && !Object.hasOwn(fields, key)) {
      fields[key] = message;
      count++;
    }
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add([...issue.path, key].join('.'), messages.input.unknownField);
      continue;
    }
    add(issue.path.length > 0 ? issue.path.join('.') : '_', issueText(issue));
  }
  return fields;
}

/** Parse options that keep each issue's input, so that Zod's message can be written again. */
export const parseOptions = { reportInput: true } as const;

/**
 * Parses a request part with a shared schema; a failure becomes a 400 naming each bad field with
 * the schema's own (spec) message, so nothing is written for a bad body.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, parseOptions);
  if (result.success) return result.data;
  throw invalidInput(fieldErrors(result.error.issues));
}
