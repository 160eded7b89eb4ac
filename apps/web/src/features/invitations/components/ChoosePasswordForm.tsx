import { passwordRules } from '@familytree/shared';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSpecText, useT } from '../../../lib/i18n';
import { choosePasswordSchemaIn, type ChoosePasswordValues } from '../logic/password-form';
import { invitationsMessages } from '../messages';

/** 'Choose a password': Password and Confirm password, long enough and equal. */
export function ChoosePasswordForm(props: {
  email: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const t = useT(invitationsMessages);
  const { text } = useSpecText();
  const schema = useMemo(() => choosePasswordSchemaIn(t), [t]);
  const headingId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChoosePasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await props.onSubmit(password);
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('choosePassword')}
      </Typography>
      <Stack spacing={2}>
        {serverError && (
          <Alert severity="error" onClose={() => setServerError(null)}>
            {text(serverError)}
          </Alert>
        )}
        {/* Lets password managers save the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={props.email} />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          error={!!errors.password}
          helperText={
            errors.password?.message
              ? text(errors.password.message)
              : t('passwordHint', { count: String(passwordRules.minLength) })
          }
          {...register('password')}
        />
        <TextField
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {t('setPasswordAndLogIn')}
        </Button>
      </Stack>
    </form>
  );
}
