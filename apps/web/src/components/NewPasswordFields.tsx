import { newPasswordSchema } from '@familytree/shared';
import { TextField } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';

/** A form's fields plus a new password typed twice; the second must match the first. */
export const withNewPassword = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: newPasswordSchema, repeat: z.string() })
    .refine((v) => (v as NewPasswordValues).password === (v as NewPasswordValues).repeat, {
      path: ['repeat'],
      message: 'The two passwords differ',
    });

interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** The new password and its repetition, as the reset page and My account both ask for them. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  hint,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  hint?: string;
}) {
  // Both forms have these two fields; react-hook-form's paths cannot say so generically.
  const fields = register as unknown as UseFormRegister<NewPasswordValues>;
  const failed = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={!!failed.password}
        helperText={failed.password?.message ?? hint}
        {...fields('password')}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={!!failed.repeat}
        helperText={failed.repeat?.message}
        {...fields('repeat')}
      />
    </>
  );
}
