import {
  Button,
  Container,
  Link,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { useSourcesQuery } from '../api/research.api';
import { RepositoriesSection } from './RepositoriesSection';

// A visitor reads the list only: the source form (and its select) loads when an admin opens it.
const SourceDialog = lazy(() =>
  import('./SourceDialog').then((m) => ({ default: m.SourceDialog })),
);

const citationsText = (count: number) => (count === 1 ? '1 citation' : `${count} citations`);

/** /sources: the family's sources by title and their repositories (issue 30); a family admin adds and edits them. */
export function SourcesPage() {
  const { familyId } = useFamily();
  const sources = useSourcesQuery(familyId);
  const isFamilyAdmin = useSession()?.userRole === 'FAMILY_ADMIN';
  const [adding, setAdding] = useState(false);
  let body;
  if (sources.isPending) {
    body = <Skeleton variant="rounded" height={160} role="status" aria-label="Loading sources" />;
  } else if (sources.isError) {
    body = (
      <ErrorAlert onRetry={() => void sources.refetch()}>
        The sources could not be loaded. {sources.error.message}
      </ErrorAlert>
    );
  } else if (sources.data.length === 0) {
    body = <Typography color="text.secondary">No sources have been added yet.</Typography>;
  } else {
    body = (
      <List aria-label="Sources">
        {sources.data.map((source) => (
          <ListItem key={source.sourceId} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/sources/${source.sourceId}`}>
                  {source.title}
                </Link>
              }
              secondary={[source.author, citationsText(source.citationCount)]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <PageHeading title="Sources" />
        {isFamilyAdmin && (
          <Button variant="contained" onClick={() => setAdding(true)} sx={{ mb: 3 }}>
            Add source
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The records, books and documents the family tree is based on.
      </Typography>
      {body}
      <RepositoriesSection familyId={familyId} isFamilyAdmin={isFamilyAdmin} />
      {adding && (
        <Suspense fallback={null}>
          <SourceDialog familyId={familyId} source={null} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Container>
  );
}
