import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from '../../lib/router';
import type { z } from 'zod';
import { BrandBar } from '../../components/BrandBar';
import { usePageTitle } from '../../components/usePageTitle';
import { ApiError } from '../../lib/api-client';
import { useSpecText, useT } from '../../lib/i18n';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { completePasswordReset } from './auth.api';
import { NewPasswordFields, withNewPassword } from '../../components/NewPasswordFields';
import { authMessages } from './messages';
import { useAuthActions } from './use-auth-actions';

const resetFormSchema = withNewPassword({});
type ResetForm = z.infer<typeof resetFormSchema>;

/**
 * The page of a mailed password-reset link (issue 17): a new password under the one policy; the
 * server ends every other session and logs in here, then the login goes on as usual.
 */
export function PasswordResetPage() {
  const t = useT(authMessages);
  const { text } = useSpecText();
  usePageTitle(t('chooseNewPassword'));
  const { token = '' } = useParams();
  const { proceed } = useAuthActions();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await proceed(await completePasswordReset(token, password));
    } catch (error) {
      if (error instanceof ApiError && error.fields.password) {
        showServerFieldErrors<ResetForm>(error, ['password'], form.setError);
      } else {
        setFailure((error as Error).message);
      }
    }
  });

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
              {t('chooseNewPassword')}
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={onSubmit}
              aria-label={t('chooseNewPassword')}
            >
              <Stack spacing={2}>
                {failure && (
                  <Alert severity="error">
                    {text(failure)}{' '}
                    <Link component={RouterLink} to="/">
                      {t('backToLogin')}
                    </Link>
                  </Alert>
                )}
                <Typography color="text.secondary">{t('newPasswordHint')}</Typography>
                <NewPasswordFields register={form.register} errors={errors} />
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                  {t('savePassword')}
                </Button>
              </Stack>
            </Box>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
