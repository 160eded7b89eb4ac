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

/** Write a note about a person or a couple (or one of their facts), or edit a note's text. */
export function NoteDialog(props: {
  familyId: number;
  subject: ResearchSubject;
  note: Note | null;
  onClose: () => void;
}) {
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
      title={props.note ? 'Edit note' : 'Add a note'}
      onClose={save.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={<SaveCancelActions onCancel={props.onClose} busy={save.isPending} />}
    >
      {alert && <Alert severity="error">{alert}</Alert>}
      {props.note && props.note.links.length > 1 && (
        <Alert severity="info">
          This note is shared: the new text shows wherever it is linked.
        </Alert>
      )}
      {!props.note && (
        <TextField select label="About" value={fact} onChange={(e) => setFact(e.target.value)}>
          {factOptions(props.subject).map((g) => (
            <MenuItem key={g.label} value={g.fact ?? ''}>
              {g.fact ? g.label : 'General (the person)'}
            </MenuItem>
          ))}
        </TextField>
      )}
      <RichTextEditor
        label="Note"
        initialValue={text}
        onChange={setText}
        variant="short"
        error={errors.text}
        minHeight={120}
      />
    </FormDialog>
  );
}
