import type { MemberAccountItem, MembershipStatus } from '@familytree/shared';
import { Alert, Box, Button, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useMemberAccountsQuery, useRemoveMemberAccountMutation } from '../api/member-accounts';
import { StatusChip } from './StatusChip';

const nameOf = (m: MemberAccountItem) => `${m.firstName} ${m.lastName}`.trim();

/**
 * The family's member accounts (issue 17): relatives who keep their own profile. Each shows name,
 * email, the person they keep and status, with "Remove access" after a confirmation naming them.
 */
export function MemberAccountsSection({ familyId }: { familyId: number }) {
  const accounts = useMemberAccountsQuery(familyId);
  const remove = useRemoveMemberAccountMutation(familyId);
  const [asking, setAsking] = useState<MemberAccountItem | null>(null);

  let body;
  if (accounts.isPending) {
    body = (
      <Stack spacing={1} role="status" aria-label="Loading the member accounts">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  } else if (accounts.isError) {
    body = (
      <ErrorAlert onRetry={() => void accounts.refetch()}>
        The member accounts could not be loaded. {accounts.error.message}
      </ErrorAlert>
    );
  } else if (accounts.data.length === 0) {
    body = (
      <Typography color="text.secondary">
        No member accounts yet. Invite a relative from their profile to let them keep it.
      </Typography>
    );
  } else {
    body = (
      <List aria-label="Member accounts">
        {accounts.data.map((m) => (
          <ListItem key={m.userId} divider aria-label={nameOf(m)} sx={{ px: { xs: 0, sm: 2 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ width: '100%', gap: 1, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{nameOf(m)}</Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {m.personId !== null ? (
                    <>
                      Keeps the profile of{' '}
                      <Link to={`/members/${m.personId}/profile`}>{m.personName}</Link>
                    </>
                  ) : (
                    'Their person was deleted'
                  )}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0 }}>
                <StatusChip status={m.status as MembershipStatus} />
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  onClick={() => {
                    remove.reset();
                    setAsking(m);
                  }}
                  aria-label={`Remove access of ${nameOf(m)}`}
                >
                  Remove access
                </Button>
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Box component="section" aria-labelledby="member-accounts-heading" sx={{ mt: 4 }}>
      <Typography id="member-accounts-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Member accounts
      </Typography>
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {remove.error.message}
        </Alert>
      )}
      {remove.isSuccess && (
        <Alert severity="success" sx={{ mb: 1 }}>
          The member&apos;s access was removed.
        </Alert>
      )}
      {body}
      <DestructiveConfirmDialog
        open={asking !== null}
        message="Remove this member's access to the family? They can no longer edit their profile."
        detail={asking ? `${nameOf(asking)} (${asking.email})` : undefined}
        busy={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) remove.mutate(asking.userId, { onSettled: () => setAsking(null) });
        }}
      />
    </Box>
  );
}
