import { loginRequestSchema, type LoginRequest } from '@familytree/shared';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zod-resolver';
import { ForgottenPasswordDialog } from './ForgottenPasswordDialog';
import { useAuthActions } from './use-auth-actions';

/** The login page's form, with the spec's messages (part 5, "Login page"). */
export function LoginForm() {
  const { signIn } = useAuthActions();
  const [serverError, setServerError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn(values);
    } catch (error) {
      setServerError((error as Error).message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Log in">
      <Stack spacing={2}>
        {serverError && (
          <Alert severity="error" onClose={() => setServerError(null)}>
            {serverError}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={!!errors.email}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={!!errors.password}
          helperText={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Log In
        </Button>
        <Link
          component="button"
          type="button"
          onClick={() => setForgotOpen(true)}
          sx={{ alignSelf: 'center' }}
        >
          Forgotten password?
        </Link>
      </Stack>
      <ForgottenPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Box>
  );
}
