import { contactInputSchema, type ContactInput } from '@familytree/shared';

export type ContactField = keyof ContactInput;

/**
 * What is wrong with the form, by field, checked with the server's own schema so people see each
 * problem before anything is sent; empty when it may go. Its own module: the schema (zod) loads
 * when the form is first used, not with the page (issue 18).
 */
export function contactProblems(values: ContactInput): Partial<Record<ContactField, string>> {
  const parsed = contactInputSchema.safeParse(values);
  if (parsed.success) return {};
  const found: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    found[field] ??= issue.message;
  }
  return found;
}
