import { FormHelperText } from '@mui/material';

/** An entry's end-before-start message, once under all its date fields (see useEndYearError). */
export function RangeErrorText({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <FormHelperText error role="alert">
      {message}
    </FormHelperText>
  );
}
