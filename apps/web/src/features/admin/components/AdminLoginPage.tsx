import { loginRequestSchema, type LoginRequest } from '@familytree/shared';
import { Alert, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { zodResolver } from '../../../lib/zod-resolver';
import { usePlatformLoginMutation } from '../api/platform-login';
import { usePlatformToken, writePlatformToken } from '../platform-token';
import { AdminLayout } from './AdminLayout';

/** /admin: the platform admin's login (spec part 2; credentials checked on the server). */
export function AdminLoginPage() {
  const token = usePlatformToken();
  const login = usePlatformLoginMutation();
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
      <PageHeading title="Admin Login" />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={onSubmit}
            aria-label="Admin login"
          >
            {login.error && (
              <Alert severity="error" onClose={() => login.reset()}>
                {login.error.message}
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
          </Stack>
        </CardContent>
      </Card>
    </AdminLayout>
  );
}
