import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { usePageTitle } from '../../components/usePageTitle';
import { BrandBar } from '../../components/BrandBar';
import { NewcomerInvitations } from '../invitations';
import { LoginForm } from './LoginForm';
import { useSession } from '../../lib/session-store';

/**
 * The main site's front door: every family member logs in here. Someone logged in who belongs to
 * no family yet (the only session the main site keeps) answers their invitations here.
 */
export function LoginPage() {
  usePageTitle('Login');
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
              {session ? 'Your invitations' : 'Log in to your family'}
            </Typography>
            {session ? (
              <NewcomerInvitations userName={session.userName} />
            ) : (
              <>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  Browse your family tree, keep your profile up to date and find how you are
                  related.
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
