import type { BranchAdmin } from '@familytree/shared';
import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useSpecText, useT } from '../../../lib/i18n';
import { branchAdminsMessages } from '../messages';

/** Loading, error and empty states of the branch admin list; the list itself otherwise. */
export function BranchAdminListState(props: {
  query: UseQueryResult<BranchAdmin[]>;
  forbiddenMessage: string;
  children: (admins: BranchAdmin[]) => ReactNode;
}) {
  const { query, forbiddenMessage, children } = props;
  const t = useT(branchAdminsMessages);
  const { text } = useSpecText();
  if (query.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label={t('loadingAdmins')}>
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    if (status === 403) return <Alert severity="warning">{forbiddenMessage}</Alert>;
    return (
      <ErrorAlert onRetry={() => void query.refetch()}>
        {t('adminsLoadFailed', { message: text(query.error.message) })}
      </ErrorAlert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('noAdmins')}</Typography>
      </Paper>
    );
  }
  return children(query.data);
}
