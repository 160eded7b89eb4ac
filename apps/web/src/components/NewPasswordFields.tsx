import { newPasswordSchema, translator } from '@familytree/shared';
import { TextField } from '@mui/material';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';
import { SpecText } from './SpecText';

/** The form's check speaks English (as the spec's messages do); the fields show it in the language. */
const passwordsDiffer = translator(
  componentsMessages.en,
  'en',
  componentsMessages.en,
)('passwordsDiffer');

/** A form's fields plus a new password typed twice; the second must match the first. */
export const withNewPassword = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: newPasswordSchema, repeat: z.string() })
    .refine((v) => (v as NewPasswordValues).password === (v as NewPasswordValues).repeat, {
      path: ['repeat'],
      message: passwordsDiffer,
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
  const t = useT(componentsMessages);
  const shown = (message: string | undefined) =>
    message === undefined ? undefined : message === passwordsDiffer ? (
      t('passwordsDiffer')
    ) : (
      <SpecText text={message} />
    );
  return (
    <>
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        error={!!failed.password}
        helperText={shown(failed.password?.message) ?? hint}
        {...fields('password')}
      />
      <TextField
        label={t('repeatNewPassword')}
        type="password"
        autoComplete="new-password"
        error={!!failed.repeat}
        helperText={shown(failed.repeat?.message)}
        {...fields('repeat')}
      />
    </>
  );
}
