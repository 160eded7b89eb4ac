import { FormHelperText } from '@mui/material';
import { useSpecText } from '../../../lib/i18n';

/**
 * The hint under an image input; a refused file replaces it with the reason (the spec's, in the
 * language), read out at once.
 */
export function ImageChoiceHelperText(props: { id: string; problem: string | null; hint: string }) {
  const { id, problem, hint } = props;
  const { text } = useSpecText();
  return (
    <FormHelperText
      id={id}
      error={problem !== null}
      role={problem ? 'alert' : undefined}
      sx={{ mt: 0 }}
    >
      {problem === null ? hint : text(problem)}
    </FormHelperText>
  );
}
