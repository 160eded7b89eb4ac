import { Skeleton, Stack } from '@mui/material';

export function TreeLoading({ label = 'Loading family tree' }: { label?: string }) {
  return (
    <Stack spacing={1} role="status" aria-label={label}>
      <Skeleton variant="rounded" height={40} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={52} sx={{ ml: i * 4 }} />
      ))}
    </Stack>
  );
}
