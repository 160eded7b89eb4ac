import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Stack, Typography } from '@mui/material';

/**
 * Stand-in text shown blurred to visitors (spec part 4, "Blurring"). It is placeholder text only:
 * the server never sends a visitor the real details, and screen readers skip it.
 */
export function BlurredText({ lines }: { lines: string[] }) {
  return (
    <Box
      aria-hidden
      data-testid="blurred"
      sx={{ filter: 'blur(5px)', userSelect: 'none', pointerEvents: 'none' }}
    >
      {lines.map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
    </Box>
  );
}

export function LoginToSee({ what }: { what: string }) {
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', mt: 1, color: 'text.secondary' }}
    >
      <LockOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2">Only family and branch admins see the {what}.</Typography>
    </Stack>
  );
}
