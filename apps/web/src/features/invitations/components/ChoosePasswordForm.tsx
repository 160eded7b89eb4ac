import { passwordRules } from '@familytree/shared';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { choosePasswordSchema, type ChoosePasswordValues } from '../logic/password-form';

/** 'Choose a password': Password and Confirm password, long enough and equal. */
export function ChoosePasswordForm(props: {
  email: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const headingId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChoosePasswordValues>({
    resolver: zodResolver(choosePasswordSchema),
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
        Choose a password
      </Typography>
      <Stack spacing={2}>
        {serverError && (
          <Alert severity="error" onClose={() => setServerError(null)}>
            {serverError}
          </Alert>
        )}
        {/* Lets password managers save the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={props.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={!!errors.password}
          helperText={errors.password?.message ?? `At least ${passwordRules.minLength} characters`}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Set password and log in
        </Button>
      </Stack>
    </form>
  );
}
