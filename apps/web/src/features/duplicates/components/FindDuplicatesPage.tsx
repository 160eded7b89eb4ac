import type { DuplicatePair } from '@familytree/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Container,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { useSpecText, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { MergePairDialog } from '../../merge';
import { fullName } from '../../tree';
import {
  useDismissDuplicateMutation,
  useDuplicatesQuery,
  useUndismissDuplicateMutation,
} from '../api/duplicates';
import { duplicatesTexts } from '../messages';
import { DuplicatePairCard } from './DuplicatePairCard';

type Outcome = { kind: 'dismissed'; pair: DuplicatePair } | { kind: 'merged'; pair: DuplicatePair };
const namesOf = (pair: DuplicatePair) => ({ a: fullName(pair.personA), b: fullName(pair.personB) });
const idsOf = (pair: DuplicatePair) => ({
  personA: pair.personA.personId,
  personB: pair.personB.personId,
});

/**
 * /duplicates (Admin menu; a branch admin's account menu; issue 33): the pairs the matching
 * engine takes for one person, to merge or to dismiss as "not a duplicate". The server chooses
 * the pairs a branch admin may see (both persons theirs to edit).
 */
export function FindDuplicatesPage() {
  const t = useT(duplicatesTexts);
  const { text } = useSpecText();
  const { familyId } = useFamily();
  const role = useSession()?.userRole;
  const isAdmin = role === 'FAMILY_ADMIN' || role === 'BRANCH_ADMIN';
  const pairs = useDuplicatesQuery(familyId, isAdmin);
  const dismiss = useDismissDuplicateMutation(familyId);
  const undismiss = useUndismissDuplicateMutation(familyId);
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!isAdmin)
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <PageHeading title={t('title')} />
        <Alert severity="warning">{t('onlyAdmins')}</Alert>
      </Container>
    );

  const onDismiss = (pair: DuplicatePair) => {
    setFailure(null);
    dismiss.mutate(idsOf(pair), {
      onSuccess: () => setOutcome({ kind: 'dismissed', pair }),
      onError: (error) => setFailure(t('dismissFailed', { reason: text(error.message) })),
    });
  };
  const onUndo = (pair: DuplicatePair) => {
    setFailure(null);
    undismiss.mutate(idsOf(pair), {
      onSuccess: () => setOutcome(null),
      onError: (error) => setFailure(t('dismissFailed', { reason: text(error.message) })),
    });
  };

  let body;
  if (pairs.isPending) {
    body = (
      <Stack spacing={2} role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Stack>
    );
  } else if (pairs.isError) {
    body = (
      <ErrorAlert onRetry={() => void pairs.refetch()}>
        {t('loadFailed', { reason: text(pairs.error.message) })}
      </ErrorAlert>
    );
  } else if (pairs.data.length === 0) {
    body = <Typography>{t('empty')}</Typography>;
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('pairCount', { count: pairs.data.length })}
        </Typography>
        <Stack component="ul" spacing={2} aria-label={t('pairList')} sx={{ m: 0, p: 0 }}>
          {pairs.data.map((pair) => (
            <Box
              component="li"
              key={`${pair.personA.personId}-${pair.personB.personId}`}
              sx={{ listStyle: 'none' }}
            >
              <DuplicatePairCard
                pair={pair}
                busy={dismiss.isPending || undismiss.isPending}
                onDismiss={() => onDismiss(pair)}
                onMerge={() => {
                  setOutcome(null);
                  setMerging(pair);
                }}
              />
            </Box>
          ))}
        </Stack>
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 4, px: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <PageHeading title={t('title')} />
        <Button
          startIcon={<RefreshIcon aria-hidden />}
          onClick={() => void pairs.refetch()}
          disabled={pairs.isFetching}
          sx={{ flexShrink: 0 }}
        >
          {t('refresh')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {pairs.isFetching && !pairs.isPending && (
        <LinearProgress aria-label={t('refreshing')} sx={{ mb: 1 }} />
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {outcome && (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          action={
            outcome.kind === 'dismissed' ? (
              <Button
                color="inherit"
                size="small"
                disabled={undismiss.isPending}
                onClick={() => onUndo(outcome.pair)}
              >
                {t('undo')}
              </Button>
            ) : undefined
          }
        >
          {t(outcome.kind === 'dismissed' ? 'dismissed' : 'merged', namesOf(outcome.pair))}
        </Alert>
      )}
      {body}
      {merging && (
        <MergePairDialog
          familyId={familyId}
          keepId={merging.personA.personId}
          other={{
            personId: merging.personB.personId,
            name: fullName(merging.personB),
            sonOff: '',
          }}
          onClose={() => setMerging(null)}
          onMerged={() => {
            setOutcome({ kind: 'merged', pair: merging });
            void pairs.refetch();
          }}
        />
      )}
    </Container>
  );
}
