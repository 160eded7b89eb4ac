import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSpecText } from '../../../../../lib/i18n';

type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'label'>;

/** A text field bound to the form, showing its field's error (own or the server's) below it. */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { control, name, label, helperText, ...rest } = props;
  const { text } = useSpecText();
  const { field, fieldState, formState } = useController({ control, name });
  // A new, untouched entry does not greet the user with errors; a save attempt shows them all.
  const shown =
    fieldState.isTouched || fieldState.isDirty || formState.submitCount > 0
      ? fieldState.error
      : undefined;
  return (
    <TextField
      {...rest}
      label={label}
      name={field.name}
      value={(field.value as string | null) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={shown !== undefined}
      helperText={shown?.message !== undefined ? text(shown.message) : helperText}
    />
  );
}
