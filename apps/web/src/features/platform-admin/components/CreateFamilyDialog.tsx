import {
  isLocale,
  localeNames,
  locales,
  type CreateFamilyRequest,
  type PlatformFamily,
} from '@familytree/shared';
import { Alert, Button, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { useLocale, useSpecText, useT } from '../../../lib/i18n';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateFamilyMutation } from '../api/create-family';
import {
  createFamilyFields,
  createFamilyFormSchemaIn,
  emptyCreateFamily,
  formMessage,
} from '../logic/create-family-form';
import { platformAdminMessages } from '../messages';

type Key = keyof typeof platformAdminMessages.en;

/** Each field's label and hint. */
const fieldLabels: Record<(typeof createFamilyFields)[number], readonly [Key, Key?]> = {
  name: ['familyName'],
  domainName: ['subdomain', 'subdomainHint'],
  adminEmail: ['adminEmail'],
  adminFirstName: ['adminFirstName'],
  adminLastName: ['adminLastName'],
};

/** A new family, its sub-domain and its first family admin, who is invited by mail. */
export function CreateFamilyDialog(props: {
  token: string;
  onClose: () => void;
  onCreated: (family: PlatformFamily, adminEmail: string) => void;
}) {
  const { token, onClose, onCreated } = props;
  const t = useT(platformAdminMessages);
  const { text } = useSpecText();
  const schema = useMemo(() => createFamilyFormSchemaIn(t), [t]);
  const create = useCreateFamilyMutation(token);
  // The family speaks the platform admin's language unless they choose another (decision 0056).
  const locale = useLocale();
  const form = useForm<CreateFamilyRequest>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { ...emptyCreateFamily, language: isLocale(locale) ? locale : 'en' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const family = await create.mutateAsync(values);
      onCreated(family, values.adminEmail);
    } catch (error) {
      showServerFieldErrors(error, [...createFamilyFields, 'language'], form.setError);
    }
  });

  return (
    <FormDialog
      title={t('createFamily')}
      onClose={isSubmitting ? undefined : onClose}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('createFamily')}
          </Button>
        </>
      }
    >
      {create.error && (
        <Alert
          severity="error"
          onClose={() => {
            create.reset();
            form.setFocus('name');
          }}
        >
          {text(create.error.message)}
        </Alert>
      )}
      {createFamilyFields.map((field, index) => {
        const [label, hint] = fieldLabels[field];
        const message = errors[field]?.message;
        return (
          <TextField
            key={field}
            label={t(label)}
            required
            autoFocus={index === 0}
            autoComplete="off"
            type={field === 'adminEmail' ? 'email' : 'text'}
            error={!!errors[field]}
            helperText={message ? formMessage(message, t, text) : hint && t(hint)}
            {...form.register(field)}
          />
        );
      })}
      <TextField
        select
        label={t('language')}
        helperText={errors.language?.message ? text(errors.language.message) : t('languageHint')}
        error={!!errors.language}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        {...form.register('language')}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
