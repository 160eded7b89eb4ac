import type { Source } from '@familytree/shared';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useRepositoriesQuery, useSaveSourceMutation } from '../api/research.api';
import { fieldErrorsOf } from '../logic/citation-text';
import { RepositoryDialog } from './RepositoryDialog';
import { SaveCancelActions } from '../../../components/SaveCancelActions';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

const valuesOf = (source: Source | null) => ({
  title: source?.title ?? '',
  author: source?.author ?? '',
  publication: source?.publication ?? '',
  abbreviation: source?.abbreviation ?? '',
  repositoryId: source?.repositoryId ? String(source.repositoryId) : '',
  callNumber: source?.callNumber ?? '',
  note: source?.note ?? '',
});
type Values = ReturnType<typeof valuesOf>;

/** Add a source, or edit every field of one (family admins); answers the saved source. */
export function SourceDialog(props: {
  familyId: number;
  source: Source | null;
  onClose: () => void;
  onSaved?: (source: Source) => void;
}) {
  const t = useT(researchUiMessages);
  const save = useSaveSourceMutation(props.familyId);
  const repositories = useRepositoriesQuery(props.familyId);
  const [values, setValues] = useState(() => valuesOf(props.source));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [addingRepository, setAddingRepository] = useState(false);
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setAlert(null);
    try {
      const saved = await save.mutateAsync({
        sourceId: props.source?.sourceId ?? null,
        body: {
          title: values.title,
          author: values.author || null,
          publication: values.publication || null,
          abbreviation: values.abbreviation || null,
          repositoryId: values.repositoryId ? Number(values.repositoryId) : null,
          callNumber: values.callNumber || null,
          note: values.note || null,
        },
      });
      props.onSaved?.(saved);
      props.onClose();
    } catch (error) {
      const shown = fieldErrorsOf(error, 'title');
      setErrors(shown.fields);
      setAlert(shown.alert);
    }
  };
  return (
    <FormDialog
      title={props.source ? t('editSource') : t('addSource')}
      onClose={save.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={<SaveCancelActions onCancel={props.onClose} busy={save.isPending} />}
      outsideForm={
        addingRepository && (
          <RepositoryDialog
            familyId={props.familyId}
            onClose={() => setAddingRepository(false)}
            onSaved={(repository) => {
              setValues((v) => ({ ...v, repositoryId: String(repository.repositoryId) }));
              setAddingRepository(false);
            }}
          />
        )
      }
    >
      {alert && <Alert severity="error">{alert}</Alert>}
      <TextField label={t('title')} required {...field('title')} />
      <TextField label={t('author')} {...field('author')} />
      <TextField label={t('publication')} {...field('publication')} />
      <TextField label={t('abbreviation')} {...field('abbreviation')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          label={t('repository')}
          fullWidth
          {...field('repositoryId')}
          helperText={
            errors.repositoryId ?? (repositories.isError ? t('repositoriesLoadFailed') : undefined)
          }
        >
          <MenuItem value="">{t('none')}</MenuItem>
          {(repositories.data ?? []).map((r) => (
            <MenuItem key={r.repositoryId} value={String(r.repositoryId)}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => setAddingRepository(true)} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          {t('addRepository')}
        </Button>
      </Stack>
      <TextField label={t('callNumber')} {...field('callNumber')} />
      <TextField label={t('note')} multiline minRows={3} {...field('note')} />
    </FormDialog>
  );
}
