import { TextField, type TextFieldProps } from '@mui/material';

export interface SelectOption {
  value: string;
  label: string;
}

type NativeSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  /** The text of the empty choice; none when the field always has a value. */
  emptyLabel?: string;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'select' | 'label'>;

/**
 * A labelled native select: quick with long lists (77 years) and at home on a phone. The label
 * stays up so that the empty choice never hides under it.
 */
export function NativeSelect(props: NativeSelectProps) {
  const { label, value, onChange, options, emptyLabel, slotProps, ...rest } = props;
  return (
    <TextField
      {...rest}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        ...slotProps,
        select: { native: true },
        inputLabel: { shrink: true },
      }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
