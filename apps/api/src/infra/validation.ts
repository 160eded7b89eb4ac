import type { z } from 'zod';
import { messages } from '@familytree/shared';
import { invalidInput } from './errors.js';

/** Enough to correct a form; a hostile body of thousands of bad fields gets a short answer. */
const maxFieldErrors = 50;

/** Each bad field with the schema's own (spec) message; an unknown field by its own name. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  const add = (key: string, message: string) => {
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
    add(issue.path.length > 0 ? issue.path.join('.') : '_', issue.message);
  }
  return fields;
}

/**
 * Parses a request part with a shared schema; a failure becomes a 400 naming each bad field with
 * the schema's own (spec) message, so nothing is written for a bad body.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(fieldErrors(result.error.issues));
}
