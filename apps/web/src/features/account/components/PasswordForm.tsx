import { passwordChangeSchema } from '@familytree/shared';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSpecText, useT } from '../../../lib/i18n';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordFields, withNewPassword } from '../../../components/NewPasswordFields';
import { useChangePasswordMutation } from '../account.api';
import { accountMessages } from '../messages';
import { AccountFormSection, type Notice } from './AccountFormSection';

const formSchema = withNewPassword({
  currentPassword: passwordChangeSchema.shape.currentPassword,
});
type PasswordForm = z.infer<typeof formSchema>;
const empty = { currentPassword: '', password: '', repeat: '' };

/** The current password is required; a wrong one comes back under its field. */
export function PasswordForm() {
  const change = useChangePasswordMutation();
  const t = useT(accountMessages);
  const { text } = useSpecText();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<PasswordForm>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    setNotice(null);
    try {
      await change.mutateAsync({ currentPassword, password });
      form.reset(empty);
      setNotice({ ok: true, text: t('passwordChanged') });
    } catch (error) {
      showServerFieldErrors<PasswordForm>(error, ['currentPassword', 'password'], form.setError);
      setNotice({ ok: false, text: text((error as Error).message) });
    }
  });

  return (
    <AccountFormSection
      id="account-password"
      title={t('passwordTitle')}
      notice={notice}
      onSubmit={onSubmit}
      submitLabel={t('changePassword')}
      pending={change.isPending}
    >
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        error={!!errors.currentPassword}
        helperText={errors.currentPassword?.message && text(errors.currentPassword.message)}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields register={form.register} errors={errors} hint={t('passwordHint')} />
    </AccountFormSection>
  );
}
