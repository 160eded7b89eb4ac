import type { LoginRequest } from '@familytree/shared';
import { Button, TextField } from '@mui/material';
import { useFormState, type UseFormReturn } from 'react-hook-form';

/** Email, Password and Log In, for a form made by useLoginForm. */
export function LoginFields({ form }: { form: UseFormReturn<LoginRequest> }) {
  const { errors, isSubmitting } = useFormState({ control: form.control });
  return (
    <>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={!!errors.email}
        helperText={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={!!errors.password}
        helperText={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        Log In
      </Button>
    </>
  );
}
