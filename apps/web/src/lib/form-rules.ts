import { z } from 'zod';

/** A rule a form's values break: the field as react-hook-form names it (dotted path) and why. */
export interface FormIssue {
  field: string;
  message: string;
}

/**
 * The forms edit text that becomes a request body only on submit, so their rules are not a schema
 * of the values themselves: this wraps the rules as a zod schema over the form's values, for
 * `zodResolver(…, undefined, { raw: true })` (raw: the form keeps its own values on success).
 * Issues without a field are left to the server's answer, as there is no field to show them on.
 */
export function formRules<V>(findIssues: (values: V) => FormIssue[]) {
  return z.custom<V>().superRefine((values, ctx) => {
    for (const { field, message } of findIssues(values)) {
      if (field) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** The issues of a request body under the shared schema the server parses it with. */
export function bodyIssues(schema: z.ZodType, body: unknown): FormIssue[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((i) => ({
    field: i.path.map(String).join('.'),
    message: i.message,
  }));
}
