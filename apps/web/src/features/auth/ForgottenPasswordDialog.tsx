import { passwordResetRequestSchema, type PasswordResetRequest } from '@familytree/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSpecText, useT } from '../../lib/i18n';
import { requestPasswordReset } from './auth.api';
import { authMessages } from './messages';

/**
 * Asks for the email and mails a reset link (issue 17). The answer is the same whether the email
 * has an account or not, so the dialog never tells who is registered.
 */
export function ForgottenPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(authMessages);
  const { text } = useSpecText();
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    setAnswer(null);
    setError(null);
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      setAnswer((await requestPasswordReset(email)).message);
    } catch (failure) {
      setError((failure as Error).message);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="forgotten-password-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="forgotten-password-title">{t('forgottenPassword')}</DialogTitle>
      <form noValidate onSubmit={onSubmit} aria-label={t('resetPasswordForm')}>
        <DialogContent>
          <Stack spacing={2}>
            {answer ? (
              <Alert severity="success">{text(answer)}</Alert>
            ) : (
              <>
                <DialogContentText>{t('resetIntro')}</DialogContentText>
                {error && <Alert severity="error">{text(error)}</Alert>}
                <TextField
                  label={t('email')}
                  type="email"
                  autoComplete="username"
                  autoFocus
                  error={!!errors.email}
                  helperText={errors.email?.message && text(errors.email.message)}
                  {...form.register('email')}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('close')}</Button>
          {!answer && (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('sendLink')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
