import { accountNameSchema, type AccountName, type MyAccount } from '@familytree/shared';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSaveNameMutation } from '../account.api';
import { AccountFormSection, type Notice } from './AccountFormSection';

export function NameForm({ account }: { account: MyAccount }) {
  const save = useSaveNameMutation();
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
      setNotice({ ok: true, text: 'Your name was saved.' });
    } catch (error) {
      showServerFieldErrors<AccountName>(error, ['firstName', 'lastName'], form.setError);
      setNotice({ ok: false, text: (error as Error).message });
    }
  });

  return (
    <AccountFormSection
      id="account-name"
      title="Name"
      notice={notice}
      onSubmit={onSubmit}
      submitLabel="Save name"
      pending={save.isPending}
    >
      <TextField
        label="First name"
        autoComplete="given-name"
        error={!!errors.firstName}
        helperText={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={!!errors.lastName}
        helperText={errors.lastName?.message}
        {...form.register('lastName')}
      />
    </AccountFormSection>
  );
}
