import type { Source } from '@familytree/shared';
import { Alert, Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeading } from '../../../components/PageHeading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { useDeleteSourceMutation, useSourceQuery } from '../api/research.api';
import { factLabel } from '../logic/citation-text';
import { CitationList } from './CitationList';
import { SourceMedia } from '../../media-records';

const SourceDialog = lazy(() =>
  import('./SourceDialog').then((m) => ({ default: m.SourceDialog })),
);

/** The source's fields that are filled, as a definition list. */
function SourceFields({ source }: { source: Source }) {
  const rows: Array<[string, string | null]> = [
    ['Author', source.author],
    ['Publication', source.publication],
    ['Abbreviation', source.abbreviation],
    ['Repository', source.repositoryName],
    ['Call number', source.callNumber],
    ['Note', source.note],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: 1, m: 0 }}
    >
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** Whose Sources tab a citation links to: its person's, a couple's first partner's. */
const profileOf = (c: Source['citations'][number]): number | null =>
  c.personId ?? c.partnerIds[0] ?? null;

const personAndFact = (c: Source['citations'][number]) =>
  `${c.personName ?? 'A deleted member'} – ${factLabel(c.fact)}`;

function LoadedSource({ familyId, source }: { familyId: number; source: Source }) {
  const isFamilyAdmin = useSession()?.userRole === 'FAMILY_ADMIN';
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteSourceMutation(familyId);
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title={source.title} />
      {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
      {isFamilyAdmin && (
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Edit source
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            Delete source
          </Button>
        </Stack>
      )}
      <SourceFields source={source} />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        Citations
      </Typography>
      {source.citations.length === 0 ? (
        <Typography color="text.secondary">Nothing you may see cites this source yet.</Typography>
      ) : (
        <CitationList
          familyId={familyId}
          label="Citations"
          citations={source.citations}
          canEdit={isFamilyAdmin}
          nameOf={personAndFact}
          title={(c) =>
            profileOf(c) === null ? (
              personAndFact(c)
            ) : (
              <>
                <Link component={RouterLink} to={`/members/${profileOf(c)}/sources`}>
                  {c.personName}
                </Link>{' '}
                – {factLabel(c.fact)}
              </>
            )
          }
        />
      )}
      <Box sx={{ mt: 4 }}>
        <SourceMedia
          familyId={familyId}
          sourceId={source.sourceId}
          sourceTitle={source.title}
          canEdit={isFamilyAdmin}
        />
      </Box>
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/sources">
          All sources
        </Link>
      </Box>
      <DestructiveConfirmDialog
        open={deleting}
        message="Delete this source and its citations?"
        detail={source.title}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(source.sourceId, {
            onSuccess: () => void navigate('/sources'),
            onSettled: () => setDeleting(false),
          })
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <SourceDialog familyId={familyId} source={source} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}

function SourceOfId({ familyId, sourceId }: { familyId: number; sourceId: number }) {
  const source = useSourceQuery(familyId, sourceId);
  if (source.isError && source.error instanceof ApiError && source.error.status === 404)
    return <NotFoundPage />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {source.isPending ? (
        <FullPageLoading label="Loading the source" />
      ) : source.isError ? (
        <ErrorAlert onRetry={() => void source.refetch()}>
          The source could not be loaded. {source.error.message}
        </ErrorAlert>
      ) : (
        <LoadedSource familyId={familyId} source={source.data} />
      )}
    </Container>
  );
}

/** /sources/:sourceId: a source, where it is kept, and who is cited from it (issue 30). */
export function SourcePage() {
  const { familyId } = useFamily();
  const sourceId = Number(useParams().sourceId);
  if (!Number.isInteger(sourceId) || sourceId < 1) return <NotFoundPage />;
  return <SourceOfId key={sourceId} familyId={familyId} sourceId={sourceId} />;
}
