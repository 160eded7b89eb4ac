import { Box, CircularProgress } from '@mui/material';
import { componentsMessages } from './messages';
import { useLoadedT } from './useLoadedT';

interface FullPageLoadingProps {
  label?: string;
  /**
   * A screen's height rather than 60 %: a site page's code loading keeps the footer below the
   * screen, where the page's arrival does not move it in view (a layout shift; issue 18).
   */
  fillScreen?: boolean;
}

/** A Suspense boundary's fallback too: it names itself without waiting for a language's file. */
export function FullPageLoading({ label, fillScreen = false }: FullPageLoadingProps) {
  const t = useLoadedT(componentsMessages);
  return (
    <Box
      role="status"
      aria-label={label ?? t('loading')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fillScreen ? '100vh' : '60vh' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
