import { accountNameSchema, type AccountName, type MyAccount } from '@familytree/shared';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSpecText, useT } from '../../../lib/i18n';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSaveNameMutation } from '../account.api';
import { accountMessages } from '../messages';
import { AccountFormSection, type Notice } from './AccountFormSection';

export function NameForm({ account }: { account: MyAccount }) {
  const save = useSaveNameMutation();
  const t = useT(accountMessages);
  const { text } = useSpecText();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<AccountName>({
    resolver: zodResolver(accountNameSchema),
    defaultValues: { firstName: account.firstName, lastName: account.lastName },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await save.mutateAsync(values);
      setNotice({ ok: true, text: t('nameSaved') });
    } catch (error) {
      showServerFieldErrors<AccountName>(error, ['firstName', 'lastName'], form.setError);
      setNotice({ ok: false, text: text((error as Error).message) });
    }
  });

  return (
    <AccountFormSection
      id="account-name"
      title={t('nameTitle')}
      notice={notice}
      onSubmit={onSubmit}
      submitLabel={t('saveName')}
      pending={save.isPending}
    >
      <TextField
        label={t('firstName')}
        autoComplete="given-name"
        error={!!errors.firstName}
        helperText={errors.firstName?.message && text(errors.firstName.message)}
        {...form.register('firstName')}
      />
      <TextField
        label={t('lastName')}
        autoComplete="family-name"
        error={!!errors.lastName}
        helperText={errors.lastName?.message && text(errors.lastName.message)}
        {...form.register('lastName')}
      />
    </AccountFormSection>
  );
}
