import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '../../../../../components/date-field/DateField';
import { useSpecText } from '../../../../../lib/i18n';

const today = () => new Date().toISOString().slice(0, 10);

/** A date typed in the language's order, bound to the form; its calendar offers no day after today. */
export function PastDateField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Fields whose rule reads this one, checked again when it changes. */
  deps?: FieldPath<T>[];
}) {
  const { control, name, label, deps } = props;
  const { text } = useSpecText();
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : {} });
  return (
    <DateField
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message && text(fieldState.error.message)}
      max={today()}
    />
  );
}
