import { Skeleton, Stack } from '@mui/material';
import { useTreeT } from '../hooks/use-tree-text';

interface TreeLoadingProps {
  label?: string;
  /**
   * Keeps a screen's height while loading, so that the footer is below it already and stays put
   * when the tree arrives (it moved down with it: a layout shift; issue 18).
   */
  fillScreen?: boolean;
}

export function TreeLoading({ label, fillScreen = false }: TreeLoadingProps) {
  const t = useTreeT();
  return (
    <Stack
      spacing={1}
      role="status"
      aria-label={label ?? t('loadingTree')}
      sx={fillScreen ? { minHeight: '100vh' } : undefined}
    >
      <Skeleton variant="rounded" height={40} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={52} sx={{ ml: i * 4 }} />
      ))}
    </Stack>
  );
}
