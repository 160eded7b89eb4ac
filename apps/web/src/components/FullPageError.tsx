import { Alert, Box, Button } from '@mui/material';

export function FullPageError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', px: 2 }}>
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          ) : undefined
        }
      >
        {message}
      </Alert>
    </Box>
  );
}
