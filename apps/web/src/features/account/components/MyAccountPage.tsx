import { Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { FullPageError } from '../../../components/FullPageError';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { PageHeading } from '../../../components/PageHeading';
import { useSpecText, useT } from '../../../lib/i18n';
import { useMyAccountQuery } from '../account.api';
import { accountMessages } from '../messages';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { SessionsList } from './SessionsList';

/** "My account" (issue 17): every logged-in user's name, password and sessions. */
export function MyAccountPage() {
  const account = useMyAccountQuery();
  const t = useT(accountMessages);
  const { text } = useSpecText();
  let body;
  if (account.isPending) body = <FullPageLoading label={t('loading')} />;
  else if (account.isError)
    body = (
      <FullPageError
        message={t('loadFailed', { message: text(account.error.message) })}
        onRetry={() => void account.refetch()}
      />
    );
  else
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3} divider={<Divider />}>
          <Typography color="text.secondary">
            {t('loggedInAs', { email: account.data.email })}
          </Typography>
          <NameForm account={account.data} />
          <PasswordForm />
          <SessionsList sessions={account.data.sessions} />
        </Stack>
      </Paper>
    );
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <PageHeading title={t('myAccount')} />
      {body}
    </Container>
  );
}
