import { Skeleton, Stack } from '@mui/material';

interface TreeLoadingProps {
  label?: string;
  /**
   * Keeps a screen's height while loading, so that the footer is below it already and stays put
   * when the tree arrives (it moved down with it: a layout shift; issue 18).
   */
  fillScreen?: boolean;
}

export function TreeLoading({
  label = 'Loading family tree',
  fillScreen = false,
}: TreeLoadingProps) {
  return (
    <Stack
      spacing={1}
      role="status"
      aria-label={label}
      sx={fillScreen ? { minHeight: '100vh' } : undefined}
    >
      <Skeleton variant="rounded" height={40} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={52} sx={{ ml: i * 4 }} />
      ))}
    </Stack>
  );
}
