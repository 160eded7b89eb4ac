import { Container } from '@mui/material';
import { PageHeading } from './PageHeading';

/** The spec's own placeholder pages: a title and nothing else. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading title={title} />
    </Container>
  );
}
