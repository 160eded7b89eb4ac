import { Alert, Box, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useSpecText, useT } from '../../lib/i18n';
import { ForgottenPasswordDialog } from './ForgottenPasswordDialog';
import { LoginFields } from './LoginFields';
import { authMessages } from './messages';
import { useAuthActions } from './use-auth-actions';
import { useLoginForm } from './use-login-form';

/** The login page's form, with the spec's messages (part 5, "Login page"). */
export function LoginForm() {
  const t = useT(authMessages);
  const { text } = useSpecText();
  const { signIn } = useAuthActions();
  const [serverError, setServerError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useLoginForm();

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(values);
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('loginForm')}>
      <Stack spacing={2}>
        {serverError && (
          <Alert severity="error" onClose={() => setServerError(null)}>
            {text(serverError)}
          </Alert>
        )}
        <LoginFields form={form} />
        <Link
          component="button"
          type="button"
          onClick={() => setForgotOpen(true)}
          sx={{ alignSelf: 'center' }}
        >
          {t('forgottenPassword')}
        </Link>
      </Stack>
      <ForgottenPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Box>
  );
}
