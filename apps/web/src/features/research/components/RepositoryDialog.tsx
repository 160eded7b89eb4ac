import type { Repository } from '@familytree/shared';
import { Alert, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useSaveRepositoryMutation } from '../api/research.api';
import { fieldErrorsOf } from '../logic/citation-text';
import { SaveCancelActions } from '../../../components/SaveCancelActions';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

/**
 * Adds a repository (where sources are kept), from the source form, or edits one, from the
 * Sources page; answers the saved one.
 */
export function RepositoryDialog(props: {
  familyId: number;
  repository?: Repository;
  onClose: () => void;
  onSaved: (repository: Repository) => void;
}) {
  const t = useT(researchUiMessages);
  const create = useSaveRepositoryMutation(props.familyId);
  const [values, setValues] = useState({
    name: props.repository?.name ?? '',
    address: props.repository?.address ?? '',
    note: props.repository?.note ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  const onSubmit = async (e: FormEvent) => {
    // The source form around this dialog is another form: its submit must not run too.
    e.preventDefault();
    e.stopPropagation();
    setErrors({});
    setAlert(null);
    try {
      const repository = await create.mutateAsync({
        repositoryId: props.repository?.repositoryId ?? null,
        body: { name: values.name, address: values.address || null, note: values.note || null },
      });
      props.onSaved(repository);
    } catch (error) {
      const shown = fieldErrorsOf(error, 'name');
      setErrors(shown.fields);
      setAlert(shown.alert);
    }
  };
  return (
    <FormDialog
      title={props.repository ? t('editRepository') : t('addRepository')}
      onClose={create.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <SaveCancelActions
          onCancel={props.onClose}
          busy={create.isPending}
          submitLabel={props.repository ? undefined : t('add')}
        />
      }
    >
      {alert && <Alert severity="error">{alert}</Alert>}
      <TextField label={t('name')} required autoFocus {...field('name')} />
      <TextField label={t('address')} {...field('address')} />
      <TextField label={t('note')} multiline minRows={2} {...field('note')} />
    </FormDialog>
  );
}
