import type { CitedFact, Note, PersonSearchItem } from '@familytree/shared';
import { Alert, Button, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { PersonPicker } from '../../tree';
import { useLinkNoteMutation } from '../api/notes.api';
import { factGroups, fieldErrorsOf } from '../logic/citation-text';

/** Links a note to one more person (or one of their facts): one text, many records. */
export function ShareNoteDialog(props: { familyId: number; note: Note; onClose: () => void }) {
  const link = useLinkNoteMutation(props.familyId);
  const [person, setPerson] = useState<PersonSearchItem | null>(null);
  const [fact, setFact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setAlert(null);
    if (!person) return setErrors({ personId: 'Choose a person' });
    try {
      await link.mutateAsync({
        noteId: props.note.noteId,
        body: { personId: person.personId, fact: (fact || null) as CitedFact | null },
      });
      props.onClose();
    } catch (error) {
      const shown = fieldErrorsOf(error, 'personId');
      setErrors(shown.fields);
      setAlert(shown.alert);
    }
  };
  return (
    <FormDialog
      title="Share the note"
      onClose={link.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button onClick={props.onClose} disabled={link.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={link.isPending}>
            Share
          </Button>
        </>
      }
    >
      {alert && <Alert severity="error">{alert}</Alert>}
      <PersonPicker
        label="Person"
        familyId={props.familyId}
        value={person}
        onChange={setPerson}
        {...(errors.personId ? { error: errors.personId } : {})}
      />
      <TextField
        select
        label="About"
        value={fact}
        onChange={(e) => setFact(e.target.value)}
        error={Boolean(errors.fact)}
        helperText={errors.fact}
      >
        {factGroups.map((g) => (
          <MenuItem key={g.label} value={g.fact ?? ''}>
            {g.fact ? g.label : 'General (the person)'}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
