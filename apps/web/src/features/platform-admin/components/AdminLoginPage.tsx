import { Alert, Card, CardContent, Stack } from '@mui/material';
import { Navigate } from '../../../lib/router';
import { PageHeading } from '../../../components/PageHeading';
import { useSpecText, useT } from '../../../lib/i18n';
import { LoginFields, useLoginForm } from '../../auth';
import { usePlatformLoginMutation } from '../api/platform-login';
import { platformAdminMessages } from '../messages';
import { usePlatformToken, writePlatformToken } from '../platform-token';
import { AdminLayout } from './AdminLayout';

/** /admin: the platform admin's login (spec part 2; credentials checked on the server). */
export function AdminLoginPage() {
  const t = useT(platformAdminMessages);
  const { text } = useSpecText();
  const token = usePlatformToken();
  const login = usePlatformLoginMutation();
  const form = useLoginForm();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await login.mutateAsync(values);
      // Storing the token sends the page on to the dashboard (below).
      writePlatformToken(response.token);
    } catch {
      // The mutation keeps the error; it is shown below.
    }
  });

  if (token) return <Navigate to="/admin/dashboard" replace />;
  return (
    <AdminLayout maxWidth="xs">
      <PageHeading title={t('loginTitle')} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={onSubmit}
            aria-label={t('loginForm')}
          >
            {login.error && (
              <Alert severity="error" onClose={() => login.reset()}>
                {text(login.error.message)}
              </Alert>
            )}
            <LoginFields form={form} />
          </Stack>
        </CardContent>
      </Card>
    </AdminLayout>
  );
}
