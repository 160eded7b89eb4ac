import { Box, CircularProgress } from '@mui/material';

export function FullPageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
