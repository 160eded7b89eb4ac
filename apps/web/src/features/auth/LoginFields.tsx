import type { LoginRequest } from '@familytree/shared';
import { Button, TextField } from '@mui/material';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useSpecText, useT } from '../../lib/i18n';
import { authMessages } from './messages';

/** Email, Password and Log In, for a form made by useLoginForm. */
export function LoginFields({ form }: { form: UseFormReturn<LoginRequest> }) {
  const t = useT(authMessages);
  const { text } = useSpecText();
  const { errors, isSubmitting } = useFormState({ control: form.control });
  return (
    <>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        error={!!errors.email}
        helperText={errors.email?.message && text(errors.email.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={!!errors.password}
        helperText={errors.password?.message && text(errors.password.message)}
        {...form.register('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('logIn')}
      </Button>
    </>
  );
}
