import { Alert, Box, Container, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useSpecText } from '../../../lib/i18n';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { isIsoDate } from '../../../lib/dates/numeric-date';
import { useFamilyHistoryQuery } from '../api/family-history';
import { useHistoryT } from '../hooks/use-history-text';
import { ChangeFilters, type FilterState } from './ChangeFilters';
import { ChangeList } from './ChangeList';

const noFilters: FilterState = { person: null };
const wholeDate = (date: string | undefined) => (date && isIsoDate(date) ? date : undefined);

/**
 * /changes (Admin menu, family admins; issue 17): the family's change history, newest first,
 * filtered by person, user and dates, with Revert where the kind of change allows it.
 */
export function RecentChangesPage() {
  const t = useHistoryT();
  const { text } = useSpecText();
  const { familyId } = useFamily();
  const role = useSession()?.userRole;
  const isFamilyAdmin = role === 'FAMILY_ADMIN';
  // A branch admin reads the changes of their branch (the server filters), and reverts none.
  const isBranchAdmin = role === 'BRANCH_ADMIN';
  const title = isBranchAdmin ? t('changesInMyBranch') : t('recentChanges');
  const [filters, setFilters] = useState<FilterState>(noFilters);
  const [page, setPage] = useState(1);
  const { person: _person, from, to, ...chosen } = filters;
  // A date still being typed filters nothing yet; its field says what it lacks.
  const query = { ...chosen, from: wholeDate(from), to: wholeDate(to) };
  const changes = useFamilyHistoryQuery(familyId, query, page);

  if (!isFamilyAdmin && !isBranchAdmin) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <PageHeading title={t('recentChanges')} />
        <Alert severity="warning">{t('onlyAdmins')}</Alert>
      </Container>
    );
  }

  let body;
  if (changes.isPending) {
    body = (
      <Stack spacing={1} role="status" aria-label={t('loadingChanges')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  } else if (changes.isError) {
    body = (
      <ErrorAlert onRetry={() => void changes.refetch()}>
        {t('loadFailed', { reason: text(changes.error.message) })}
      </ErrorAlert>
    );
  } else if (changes.data.total === 0) {
    body = (
      <Typography>
        {Object.values(query).every((v) => v === undefined)
          ? t('noChangesYet')
          : t('noChangesMatch')}
      </Typography>
    );
  } else {
    body = (
      <Box sx={{ opacity: changes.isPlaceholderData ? 0.6 : 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('changeCount', { count: changes.data.total })}
        </Typography>
        <ChangeList
          data={changes.data}
          page={page}
          onPage={setPage}
          mayRevert={isFamilyAdmin}
          familyId={familyId}
        />
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4, px: { xs: 2, sm: 3 } }}>
      <PageHeading title={title} />
      <ChangeFilters
        familyId={familyId}
        byUser={isFamilyAdmin}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {changes.isFetching && !changes.isPending && (
        <LinearProgress aria-label={t('updatingChanges')} sx={{ mb: 1 }} />
      )}
      {body}
    </Container>
  );
}
