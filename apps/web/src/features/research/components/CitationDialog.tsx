import type { Citation, RecordFact } from '@familytree/shared';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useSaveCitationMutation, useSourcesQuery } from '../api/research.api';
import {
  factOptions,
  fieldErrorsOf,
  qualityOptions,
  subjectBody,
  type ResearchSubject,
} from '../logic/citation-text';
import { SaveCancelActions } from '../../../components/SaveCancelActions';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

const valuesOf = (citation: Citation | null) => ({
  sourceId: citation ? String(citation.sourceId) : '',
  fact: citation?.fact ?? '',
  page: citation?.page ?? '',
  date: citation?.date ?? '',
  quality: citation?.quality === null || !citation ? '' : String(citation.quality),
  note: citation?.note ?? '',
});
type Values = ReturnType<typeof valuesOf>;

/** Cite a source for a person or a couple (or one of their facts), or edit a citation. */
export function CitationDialog(props: {
  familyId: number;
  subject: ResearchSubject;
  citation: Citation | null;
  onClose: () => void;
}) {
  const t = useT(researchUiMessages);
  const save = useSaveCitationMutation(props.familyId);
  const sources = useSourcesQuery(props.familyId);
  const [values, setValues] = useState(() => valuesOf(props.citation));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
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
    if (!values.sourceId) return setErrors({ sourceId: t('chooseSource') });
    try {
      await save.mutateAsync({
        citationId: props.citation?.citationId ?? null,
        body: {
          sourceId: Number(values.sourceId),
          ...subjectBody(props.subject),
          fact: (values.fact || null) as RecordFact | null,
          page: values.page || null,
          date: values.date || null,
          quality: values.quality === '' ? null : Number(values.quality),
          note: values.note || null,
        },
      });
      props.onClose();
    } catch (error) {
      const shown = fieldErrorsOf(error, 'sourceId');
      setErrors(shown.fields);
      setAlert(shown.alert);
    }
  };
  const noSources = sources.isSuccess && sources.data.length === 0;
  return (
    <FormDialog
      title={props.citation ? t('editCitation') : t('citeSource')}
      onClose={save.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <SaveCancelActions
          onCancel={props.onClose}
          busy={save.isPending}
          submitDisabled={noSources}
        />
      }
    >
      {alert && <Alert severity="error">{alert}</Alert>}
      {sources.isError && (
        <Alert severity="error">
          {t('sourcesLoadFailed')} {sources.error.message}
        </Alert>
      )}
      {noSources && <Alert severity="info">{t('noSourcesYet')}</Alert>}
      <TextField select label={t('source')} required {...field('sourceId')}>
        {(sources.data ?? []).map((s) => (
          <MenuItem key={s.sourceId} value={String(s.sourceId)}>
            {s.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('fact')} {...field('fact')}>
        {factOptions(props.subject, t).map((g) => (
          <MenuItem key={g.fact ?? 'general'} value={g.fact ?? ''}>
            {g.fact ? g.label : t('generalPerson')}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('page')} {...field('page')} />
      <TextField label={t('date')} placeholder={t('datePlaceholder')} {...field('date')} />
      <TextField select label={t('quality')} {...field('quality')}>
        <MenuItem value="">{t('notStated')}</MenuItem>
        {qualityOptions(t).map(({ label, quality }) => (
          <MenuItem key={quality} value={String(quality)}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('note')} multiline minRows={2} {...field('note')} />
    </FormDialog>
  );
}
