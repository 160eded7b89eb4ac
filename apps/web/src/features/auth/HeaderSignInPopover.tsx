import { messages } from '@familytree/shared';
import { Alert, Box, Button, Popover, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSpecText, useT } from '../../lib/i18n';
import { authMessages } from './messages';
import { useAuthActions } from './use-auth-actions';

interface HeaderLoginValues {
  email: string;
  password: string;
}

/** The header's Sign In dropdown: both fields required ('Please enter the value'), submit disabled until valid. */
export function HeaderSignInPopover({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useT(authMessages);
  const { text } = useSpecText();
  const { signIn } = useAuthActions();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<HeaderLoginValues>({ mode: 'onChange', defaultValues: { email: '', password: '' } });

  const close = () => {
    onClose();
    setServerError(null);
    reset();
  };
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(values);
      close();
    } catch (error) {
      setServerError((error as Error).message);
    }
  });
  const required = {
    required: messages.login.headerValueRequired,
    validate: (v: string) => v.trim() !== '' || messages.login.headerValueRequired,
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('signIn'),
          sx: { width: 320, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ p: 2 }}>
        <Stack spacing={2}>
          {serverError && (
            <Alert severity="error" onClose={() => setServerError(null)}>
              {text(serverError)}
            </Alert>
          )}
          <TextField
            label={t('email')}
            type="email"
            size="small"
            autoComplete="username"
            autoFocus
            error={!!errors.email}
            helperText={errors.email?.message && text(errors.email.message)}
            {...register('email', required)}
          />
          <TextField
            label={t('password')}
            type="password"
            size="small"
            autoComplete="current-password"
            error={!!errors.password}
            helperText={errors.password?.message && text(errors.password.message)}
            {...register('password', required)}
          />
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {t('signIn')}
          </Button>
        </Stack>
      </Box>
    </Popover>
  );
}
