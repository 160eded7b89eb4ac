import type { BranchAdmin } from '@familytree/shared';
import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** Loading, error and empty states of the branch admin list; the list itself otherwise. */
export function BranchAdminListState(props: {
  query: UseQueryResult<BranchAdmin[]>;
  forbiddenMessage: string;
  children: (admins: BranchAdmin[]) => ReactNode;
}) {
  const { query, forbiddenMessage, children } = props;
  if (query.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading branch admins">
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
        The branch admins could not be loaded. {query.error.message}
      </ErrorAlert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">
          No branch admins yet. Add one to let them keep their branch of the tree up to date.
        </Typography>
      </Paper>
    );
  }
  return children(query.data);
}
