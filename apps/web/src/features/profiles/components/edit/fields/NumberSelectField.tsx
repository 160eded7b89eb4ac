import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NativeSelect, type SelectOption } from './NativeSelect';

interface NumberSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The accessible name, e.g. 'Start day'. */
  label: string;
  /** A shorter visible label where space is tight (e.g. 'Day' under 'Start date'). */
  shortLabel?: string;
  options: SelectOption[];
  /** Fields whose rule reads this one (an entry's end date), checked again when it changes. */
  deps?: FieldPath<T>[];
  /** Shows the field in error without repeating a message that is shown for its group. */
  groupError?: boolean;
}

/** A select of numbers (day, month, year) where the empty choice means "not given" (null). */
export function NumberSelectField<T extends FieldValues>(props: NumberSelectFieldProps<T>) {
  const { control, name, label, shortLabel, options, deps, groupError } = props;
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : {} });
  const value = field.value as number | null;
  return (
    <NativeSelect
      label={shortLabel ?? label}
      size="small"
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(text) => field.onChange(text === '' ? null : Number(text))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      options={options}
      emptyLabel="—"
      error={groupError || fieldState.error !== undefined}
      slotProps={shortLabel ? { htmlInput: { 'aria-label': label } } : undefined}
    />
  );
}
