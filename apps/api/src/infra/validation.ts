import type { z } from 'zod';
import { messages } from '@familytree/shared';
import { invalidInput } from './errors.js';

/** Each bad field with the schema's own (spec) message; an unknown field by its own name. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        fields[[...issue.path, key].join('.')] ??= messages.input.unknownField;
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
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
