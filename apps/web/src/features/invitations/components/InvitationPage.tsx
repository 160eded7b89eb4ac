import type { LoginResponse } from '@familytree/shared';
import { Alert, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useNavigate, useParams } from '../../../lib/router';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { PageHeading } from '../../../components/PageHeading';
import { familySiteUrl, mainSiteUrl } from '../../../lib/hosts';
import { writeLoginSession } from '../../auth';
import { useHostContext } from '../../../lib/host-context';
import { useSpecText, useT } from '../../../lib/i18n';
import { useAcceptInvitationMutation } from '../api/accept-invitation';
import { useInvitationQuery } from '../api/get-invitation';
import { ChoosePasswordForm } from './ChoosePasswordForm';
import { ExistingAccountAnswer } from './ExistingAccountAnswer';
import { invitationsMessages } from '../messages';
import { roleKey } from './PendingInvitationsList';
import { richMessage } from '../../../lib/i18n';

/**
 * /invitation/:token on the family's sub-domain: a new person chooses a password; someone with an
 * account logs in and accepts or declines.
 */
export function InvitationPage() {
  const t = useT(invitationsMessages);
  const { text } = useSpecText();
  const { token = '' } = useParams();
  const { baseDomain, subdomain } = useHostContext();
  const navigate = useNavigate();
  const invitation = useInvitationQuery(token);
  const accept = useAcceptInvitationMutation();
  const domainName = invitation.data?.domainName;
  const wrongSite = domainName !== undefined && domainName !== subdomain;

  useEffect(() => {
    // Links are mailed for the family's own sub-domain; send a stray one there.
    if (wrongSite && domainName)
      window.location.replace(familySiteUrl(domainName, baseDomain, `/invitation/${token}`));
  }, [wrongSite, domainName, baseDomain, token]);

  if (invitation.isPending || wrongSite) return <FullPageLoading label={t('loadingInvitation')} />;
  if (invitation.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <PageHeading title={t('invitation')} />
        <Alert severity="error" sx={{ mb: 2 }}>
          {text(invitation.error.message)}
        </Alert>
        <Button variant="contained" href={mainSiteUrl(baseDomain, '/')}>
          {t('goToLoginPage')}
        </Button>
      </Container>
    );
  }

  const { firstName, familyName, email, role, hasAccount } = invitation.data;
  const enterFamily = async (response: LoginResponse) => {
    const family = response.familyList.find((f) => f.domainName === subdomain);
    writeLoginSession(response, family);
    await navigate('/home', { replace: true });
  };
  const choosePassword = async (password: string) =>
    enterFamily(await accept.mutateAsync({ token, password }));

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading title={t('welcome', { name: firstName })} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography sx={{ mb: 3 }}>
            {richMessage(
              (values) => t('invitedTo', values),
              { familyName: <strong>{familyName}</strong>, email: <strong>{email}</strong> },
              { role: t(roleKey(role)) },
            )}
          </Typography>
          {hasAccount ? (
            <ExistingAccountAnswer
              invitation={invitation.data}
              onAccepted={enterFamily}
              mainSiteHref={mainSiteUrl(baseDomain, '/')}
            />
          ) : (
            <ChoosePasswordForm email={email} onSubmit={choosePassword} />
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
