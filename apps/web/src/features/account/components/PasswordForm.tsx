import { newPasswordSchema, passwordChangeSchema } from '@familytree/shared';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { useChangePasswordMutation } from '../account.api';

const formSchema = passwordChangeSchema
  .extend({ password: newPasswordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, {
    path: ['repeat'],
    message: 'The two passwords differ',
  });
type PasswordForm = z.infer<typeof formSchema>;
const empty = { currentPassword: '', password: '', repeat: '' };

/** The current password is required; a wrong one comes back under its field. */
export function PasswordForm() {
  const change = useChangePasswordMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<PasswordForm>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    setNotice(null);
    try {
      await change.mutateAsync({ currentPassword, password });
      form.reset(empty);
      setNotice({
        ok: true,
        text: 'Your password was changed. Your other sessions were logged out.',
      });
    } catch (error) {
      showServerFieldErrors<PasswordForm>(error, ['currentPassword', 'password'], form.setError);
      setNotice({ ok: false, text: (error as Error).message });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-labelledby="account-password"
    >
      <Typography id="account-password" variant="h6" component="h2">
        Password
      </Typography>
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={!!errors.currentPassword}
        helperText={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={!!errors.password}
        helperText={errors.password?.message ?? 'At least 12 characters; not a common password.'}
        {...form.register('password')}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={!!errors.repeat}
        helperText={errors.repeat?.message}
        {...form.register('repeat')}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Change password
      </Button>
    </Stack>
  );
}
