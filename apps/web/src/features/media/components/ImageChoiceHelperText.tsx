import { FormHelperText } from '@mui/material';
import { SpecText } from '../../../components/SpecText';

/**
 * The hint under an image input; a refused file replaces it with the reason (the spec's, in the
 * language), read out at once.
 */
export function ImageChoiceHelperText(props: { id: string; problem: string | null; hint: string }) {
  const { id, problem, hint } = props;
  return (
    <FormHelperText
      id={id}
      error={problem !== null}
      role={problem ? 'alert' : undefined}
      sx={{ mt: 0 }}
    >
      {problem === null ? hint : <SpecText text={problem} />}
    </FormHelperText>
  );
}
