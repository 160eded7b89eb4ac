import type { MemberAccountItem, MembershipStatus } from '@familytree/shared';
import { Alert, Box, Button, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useSpecText, useT } from '../../../lib/i18n';
import { useMemberAccountsQuery, useRemoveMemberAccountMutation } from '../api/member-accounts';
import { branchAdminsMessages } from '../messages';
import { StatusChip } from './StatusChip';
import { richMessage } from '../../../lib/i18n';

const nameOf = (m: MemberAccountItem) => `${m.firstName} ${m.lastName}`.trim();

/**
 * The family's member accounts (issue 17): relatives who keep their own profile. Each shows name,
 * email, the person they keep and status, with "Remove access" after a confirmation naming them.
 */
export function MemberAccountsSection({ familyId }: { familyId: number }) {
  const t = useT(branchAdminsMessages);
  const { text } = useSpecText();
  const accounts = useMemberAccountsQuery(familyId);
  const remove = useRemoveMemberAccountMutation(familyId);
  const [asking, setAsking] = useState<MemberAccountItem | null>(null);

  let body;
  if (accounts.isPending) {
    body = (
      <Stack spacing={1} role="status" aria-label={t('loadingAccounts')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  } else if (accounts.isError) {
    body = (
      <ErrorAlert onRetry={() => void accounts.refetch()}>
        {t('accountsLoadFailed', { message: text(accounts.error.message) })}
      </ErrorAlert>
    );
  } else if (accounts.data.length === 0) {
    body = <Typography color="text.secondary">{t('noAccounts')}</Typography>;
  } else {
    body = (
      <List aria-label={t('memberAccounts')}>
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
                  {m.personId !== null
                    ? richMessage((values) => t('keepsProfileOf', values), {
                        person: <Link to={`/members/${m.personId}/profile`}>{m.personName}</Link>,
                      })
                    : t('personDeleted')}
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
                  aria-label={t('removeAccessOf', { name: nameOf(m) })}
                >
                  {t('removeAccess')}
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
        {t('memberAccounts')}
      </Typography>
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {text(remove.error.message)}
        </Alert>
      )}
      {remove.isSuccess && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('accessRemoved')}
        </Alert>
      )}
      {body}
      <DestructiveConfirmDialog
        open={asking !== null}
        message={t('removeAccessConfirm')}
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
