import { FormHelperText } from '@mui/material';
import { useSpecText } from '../../../../../lib/i18n';

/** An entry's end-before-start message, once under all its date fields (see useEndYearError). */
export function RangeErrorText({ message }: { message: string | undefined }) {
  const { text } = useSpecText();
  if (!message) return null;
  return (
    <FormHelperText error role="alert">
      {text(message)}
    </FormHelperText>
  );
}
