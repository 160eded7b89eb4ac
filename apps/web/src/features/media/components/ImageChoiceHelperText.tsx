import { FormHelperText } from '@mui/material';

/** The hint under an image input; a refused file replaces it with the reason, read out at once. */
export function ImageChoiceHelperText(props: { id: string; problem: string | null; hint: string }) {
  const { id, problem, hint } = props;
  return (
    <FormHelperText
      id={id}
      error={problem !== null}
      role={problem ? 'alert' : undefined}
      sx={{ mt: 0 }}
    >
      {problem ?? hint}
    </FormHelperText>
  );
}
