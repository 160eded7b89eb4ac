import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { bodyIssues, formRules } from '../../../lib/form-rules';

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
  const rules = formRules<V>((values) => [
    ...bodyIssues(schema, toBody(values)),
    ...alsoCheck(values).map(([field, message]) => ({ field, message })),
  ]);
  return zodResolver(rules, undefined, { raw: true });
}
