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
import { Link as RouterLink } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { useSourcesQuery } from '../api/research.api';
import { RepositoriesSection } from './RepositoriesSection';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

// A visitor reads the list only: the source form (and its select) loads when an admin opens it.
const SourceDialog = lazy(() =>
  import('./SourceDialog').then((m) => ({ default: m.SourceDialog })),
);

/** /sources: the family's sources by title and their repositories (issue 30); a family admin adds and edits them. */
export function SourcesPage() {
  const t = useT(researchUiMessages);
  const { familyId } = useFamily();
  const sources = useSourcesQuery(familyId);
  const isFamilyAdmin = useSession()?.userRole === 'FAMILY_ADMIN';
  const [adding, setAdding] = useState(false);
  let body;
  if (sources.isPending) {
    body = (
      <Skeleton variant="rounded" height={160} role="status" aria-label={t('loadingSources')} />
    );
  } else if (sources.isError) {
    body = (
      <ErrorAlert onRetry={() => void sources.refetch()}>
        {t('sourcesLoadFailed')} {sources.error.message}
      </ErrorAlert>
    );
  } else if (sources.data.length === 0) {
    body = <Typography color="text.secondary">{t('noSources')}</Typography>;
  } else {
    body = (
      <List aria-label={t('sources')}>
        {sources.data.map((source) => (
          <ListItem key={source.sourceId} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/sources/${source.sourceId}`}>
                  {source.title}
                </Link>
              }
              secondary={[source.author, t('citationCount', { count: source.citationCount })]
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
        <PageHeading title={t('sources')} />
        {isFamilyAdmin && (
          <Button variant="contained" onClick={() => setAdding(true)} sx={{ mb: 3 }}>
            {t('addSource')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('sourcesIntro')}
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
