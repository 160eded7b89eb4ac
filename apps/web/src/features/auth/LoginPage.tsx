import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { usePageTitle } from '../../components/usePageTitle';
import { BrandBar } from '../../components/BrandBar';
import { NewcomerInvitations } from '../invitations';
import { LoginForm } from './LoginForm';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session-store';
import { authMessages } from './messages';

/**
 * The main site's front door: every family member logs in here. Someone logged in who belongs to
 * no family yet (the only session the main site keeps) answers their invitations here.
 */
export function LoginPage() {
  const t = useT(authMessages);
  usePageTitle(t('loginTitle'));
  const session = useSession();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <BrandBar />
      <Container
        component="main"
        maxWidth="xs"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', py: 4 }}
      >
        <Card variant="outlined" sx={{ width: '100%' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
              {session ? t('yourInvitations') : t('logInToFamily')}
            </Typography>
            {session ? (
              <NewcomerInvitations userName={session.userName} />
            ) : (
              <>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  {t('loginIntro')}
                </Typography>
                <LoginForm />
              </>
            )}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
