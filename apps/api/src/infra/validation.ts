import type { z } from 'zod';
import { invalidInput } from './errors.js';

/**
 * Parses a request part with a shared schema; a failure becomes a 400 naming each bad field with
 * the schema's own (spec) message, so nothing is written for a bad body.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw invalidInput(fields);
}
