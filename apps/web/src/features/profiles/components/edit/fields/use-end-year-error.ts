import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * The message of the rule that an entry's end may not precede its start. The resolver reports it
 * on the end year; the entry shows it once, under all its date fields.
 */
export function useEndYearError<T extends FieldValues>(
  control: Control<T>,
  endYear: FieldPath<T>,
): string | undefined {
  const { errors } = useFormState({ control, name: endYear });
  return (get(errors, endYear) as { message?: string } | undefined)?.message;
}
