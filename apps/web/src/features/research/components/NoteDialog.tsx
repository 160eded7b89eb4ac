import type { Note, RecordFact } from '@familytree/shared';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { RichTextEditor } from '../../site';
import { useSaveNoteMutation } from '../api/notes.api';
import {
  factOptions,
  fieldErrorsOf,
  subjectBody,
  type ResearchSubject,
} from '../logic/citation-text';
import { SaveCancelActions } from '../../../components/SaveCancelActions';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

/** Write a note about a person or a couple (or one of their facts), or edit a note's text. */
export function NoteDialog(props: {
  familyId: number;
  subject: ResearchSubject;
  note: Note | null;
  onClose: () => void;
}) {
  const t = useT(researchUiMessages);
  const save = useSaveNoteMutation(props.familyId);
  const [text, setText] = useState(props.note?.text ?? '');
  const [fact, setFact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setAlert(null);
    try {
      await save.mutateAsync({
        noteId: props.note?.noteId ?? null,
        body: { text, ...subjectBody(props.subject), fact: (fact || null) as RecordFact | null },
      });
      props.onClose();
    } catch (error) {
      const shown = fieldErrorsOf(error, 'text');
      setErrors(shown.fields);
      setAlert(shown.alert);
    }
  };
  return (
    <FormDialog
      title={props.note ? t('editNote') : t('addNote')}
      onClose={save.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={<SaveCancelActions onCancel={props.onClose} busy={save.isPending} />}
    >
      {alert && <Alert severity="error">{alert}</Alert>}
      {props.note && props.note.links.length > 1 && (
        <Alert severity="info">{t('sharedNoteInfo')}</Alert>
      )}
      {!props.note && (
        <TextField select label={t('about')} value={fact} onChange={(e) => setFact(e.target.value)}>
          {factOptions(props.subject, t).map((g) => (
            <MenuItem key={g.fact ?? 'general'} value={g.fact ?? ''}>
              {g.fact ? g.label : t('generalPerson')}
            </MenuItem>
          ))}
        </TextField>
      )}
      <RichTextEditor
        label={t('note')}
        initialValue={text}
        onChange={setText}
        variant="short"
        error={errors.text}
        minHeight={120}
      />
    </FormDialog>
  );
}
