import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

type PlainTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
};

/**
 * MUI's outlined TextField as it renders (label, outlined input, helper text, full width), without
 * its `select` mode: TextField imports Select, and with it the menu, popover and modal code, into
 * every page that has a text field (issue 18: a public form page's first load).
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { label, helperText, error, required, className, ...inputProps } = props;
  const id = `${useId()}-field`;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      fullWidth
      error={error}
      required={required}
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...inputProps} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
