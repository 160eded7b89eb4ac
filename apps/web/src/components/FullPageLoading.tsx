import { Box, CircularProgress } from '@mui/material';

interface FullPageLoadingProps {
  label?: string;
  /**
   * A screen's height rather than 60 %: a site page's code loading keeps the footer below the
   * screen, where the page's arrival does not move it in view (a layout shift; issue 18).
   */
  fillScreen?: boolean;
}

export function FullPageLoading({ label = 'Loading', fillScreen = false }: FullPageLoadingProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fillScreen ? '100vh' : '60vh' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
