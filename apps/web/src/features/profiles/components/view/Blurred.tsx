import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Stack, Typography } from '@mui/material';

/**
 * Stand-in text shown blurred to everyone who may not edit the member, logged in or not (spec part
 * 4, "Blurring"). It is placeholder text only: the server never sends them the real details, and
 * screen readers skip it.
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

/** Says who sees the details hidden above; a note, so it reads the same to every viewer. */
export function ForEditorsOnly({ note }: { note: string }) {
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', mt: 1, color: 'text.secondary' }}
    >
      <LockOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{note}</Typography>
    </Stack>
  );
}
