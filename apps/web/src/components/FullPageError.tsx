import { Box } from '@mui/material';
import { ErrorAlert } from './ErrorAlert';

export function FullPageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', px: 2 }}>
      <ErrorAlert onRetry={onRetry}>{message}</ErrorAlert>
    </Box>
  );
}
