import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates the request body a form would send with the shared
 * zod schema the server parses it with (one rule, enforced twice). Errors land on the form field
 * of the same path, nested as the form's field arrays need.
 */
export function schemaResolver<V extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  /**
   * Rules to report even while other fields of the same entry are invalid (zod runs an object's
   * refinements only once its fields parse), as [field path, message].
   */
  alsoCheck: (values: V) => Array<[string, string]> = () => [],
): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    const found: Array<[string, string, string]> = result.success
      ? []
      : result.error.issues.map((i) => [i.path.map(String).join('.'), i.code, i.message]);
    for (const [name, message] of alsoCheck(values)) found.push([name, 'custom', message]);
    if (found.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [name, type, message] of found) {
      if (name && get(errors, name) === undefined) set(errors, name, { type, message });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
