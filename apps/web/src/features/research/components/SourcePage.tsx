import type { Source } from '@familytree/shared';
import { Alert, Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from '../../../lib/router';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeading } from '../../../components/PageHeading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { useDeleteSourceMutation, useSourceQuery } from '../api/research.api';
import { factLabel, type ResearchT } from '../logic/citation-text';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';
import { CitationList } from './CitationList';
import { SourceMedia } from '../../media-records';

const SourceDialog = lazy(() =>
  import('./SourceDialog').then((m) => ({ default: m.SourceDialog })),
);

/** The source's fields that are filled, as a definition list. */
function SourceFields({ source }: { source: Source }) {
  const t = useT(researchUiMessages);
  const rows: Array<[string, string | null]> = [
    [t('author'), source.author],
    [t('publication'), source.publication],
    [t('abbreviation'), source.abbreviation],
    [t('repository'), source.repositoryName],
    [t('callNumber'), source.callNumber],
    [t('note'), source.note],
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

const personAndFact = (c: Source['citations'][number], t: ResearchT) =>
  t('personAndFact', { person: c.personName ?? t('deletedMember'), fact: factLabel(c.fact, t) });

function LoadedSource({ familyId, source }: { familyId: number; source: Source }) {
  const t = useT(researchUiMessages);
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
            {t('editSource')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {t('deleteSource')}
          </Button>
        </Stack>
      )}
      <SourceFields source={source} />
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('citations')}
      </Typography>
      {source.citations.length === 0 ? (
        <Typography color="text.secondary">{t('noCitations')}</Typography>
      ) : (
        <CitationList
          familyId={familyId}
          label={t('citations')}
          citations={source.citations}
          canEdit={isFamilyAdmin}
          nameOf={(c) => personAndFact(c, t)}
          title={(c) =>
            profileOf(c) === null ? (
              personAndFact(c, t)
            ) : (
              <>
                <Link component={RouterLink} to={`/members/${profileOf(c)}/sources`}>
                  {c.personName}
                </Link>{' '}
                – {factLabel(c.fact, t)}
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
          {t('allSources')}
        </Link>
      </Box>
      <DestructiveConfirmDialog
        open={deleting}
        message={t('deleteSourceConfirm')}
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
  const t = useT(researchUiMessages);
  const source = useSourceQuery(familyId, sourceId);
  if (source.isError && source.error instanceof ApiError && source.error.status === 404)
    return <NotFoundPage />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {source.isPending ? (
        <FullPageLoading label={t('loadingSource')} />
      ) : source.isError ? (
        <ErrorAlert onRetry={() => void source.refetch()}>
          {t('sourceLoadFailed')} {source.error.message}
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
