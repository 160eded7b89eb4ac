import { Container, Skeleton, Stack } from '@mui/material';
import { PageHeading } from './PageHeading';

/** A screen whose content arrives with a later release: its title and a loading state. */
export function PendingScreen({ title }: { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading title={title} />
      <Stack spacing={2} role="status" aria-label={`Loading ${title}`}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    </Container>
  );
}
