import { citationQualities, type Citation, type RecordFact } from '@familytree/shared';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useSaveCitationMutation, useSourcesQuery } from '../api/research.api';
import {
  factOptions,
  fieldErrorsOf,
  subjectBody,
  type ResearchSubject,
} from '../logic/citation-text';
import { SaveCancelActions } from '../../../components/SaveCancelActions';

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
    if (!values.sourceId) return setErrors({ sourceId: 'Choose a source' });
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
      title={props.citation ? 'Edit citation' : 'Cite a source'}
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
        <Alert severity="error">The sources could not be loaded. {sources.error.message}</Alert>
      )}
      {noSources && (
        <Alert severity="info">
          The family has no sources yet: a family admin adds them on the Sources page.
        </Alert>
      )}
      <TextField select label="Source" required {...field('sourceId')}>
        {(sources.data ?? []).map((s) => (
          <MenuItem key={s.sourceId} value={String(s.sourceId)}>
            {s.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Fact" {...field('fact')}>
        {factOptions(props.subject).map((g) => (
          <MenuItem key={g.label} value={g.fact ?? ''}>
            {g.fact ? g.label : 'General (the person)'}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Page" {...field('page')} />
      <TextField label="Date" placeholder="e.g. 12 MAR 1872" {...field('date')} />
      <TextField select label="Quality" {...field('quality')}>
        <MenuItem value="">Not stated</MenuItem>
        {citationQualities.map((label, quality) => (
          <MenuItem key={label} value={String(quality)}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Note" multiline minRows={2} {...field('note')} />
    </FormDialog>
  );
}
