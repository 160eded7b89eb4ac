import type { Note, NoteLinkInput, PersonSearchItem, RecordFact } from '@familytree/shared';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Skeleton,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { PersonPicker } from '../../tree';
import { useLinkNoteMutation } from '../api/notes.api';
import { usePersonMarriagesQuery } from '../api/research.api';
import { factOptions, fieldErrorsOf } from '../logic/citation-text';
import { componentsMessages } from '../../../components/messages';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

type Target = 'person' | 'couple';

/**
 * Links a note to one more person or couple (or one of their facts): one text, many records. A
 * couple is found through one of its partners, then chosen among that person's marriages.
 */
export function ShareNoteDialog(props: { familyId: number; note: Note; onClose: () => void }) {
  const t = useT(researchUiMessages);
  const common = useT(componentsMessages);
  const link = useLinkNoteMutation(props.familyId);
  const [target, setTarget] = useState<Target>('person');
  const [person, setPerson] = useState<PersonSearchItem | null>(null);
  const [unionId, setUnionId] = useState<number | null>(null);
  const [fact, setFact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const couple = target === 'couple';
  const choose = (next: Target) => {
    setTarget(next);
    setUnionId(null);
    setFact('');
    setErrors({});
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setAlert(null);
    if (!person) return setErrors({ personId: t('choosePerson') });
    if (couple && unionId === null) return setErrors({ unionId: t('chooseCouple') });
    const about = (fact || null) as RecordFact | null;
    const body: NoteLinkInput = couple
      ? { unionId: unionId!, fact: about }
      : { personId: person.personId, fact: about };
    try {
      await link.mutateAsync({ noteId: props.note.noteId, body });
      props.onClose();
    } catch (error) {
      const shown = fieldErrorsOf(error, couple ? 'unionId' : 'personId');
      setErrors(shown.fields);
      setAlert(shown.alert);
    }
  };
  const facts = factOptions(couple ? { unionId: unionId ?? 0 } : { personId: 0 }, t);
  return (
    <FormDialog
      title={t('shareNote')}
      onClose={link.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button onClick={props.onClose} disabled={link.isPending}>
            {common('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={link.isPending}>
            {t('share')}
          </Button>
        </>
      }
    >
      {alert && <Alert severity="error">{alert}</Alert>}
      <FormControl>
        <FormLabel id="share-note-target">{t('shareWith')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="share-note-target"
          value={target}
          onChange={(e) => choose(e.target.value as Target)}
        >
          <FormControlLabel value="person" control={<Radio />} label={t('aPerson')} />
          <FormControlLabel value="couple" control={<Radio />} label={t('aCouple')} />
        </RadioGroup>
      </FormControl>
      <PersonPicker
        label={couple ? t('oneOfCouple') : t('person')}
        familyId={props.familyId}
        value={person}
        onChange={(next) => {
          setPerson(next);
          setUnionId(null);
        }}
        {...(errors.personId ? { error: errors.personId } : {})}
      />
      {couple && person && (
        <CoupleChoice
          familyId={props.familyId}
          person={person}
          value={unionId}
          onChange={setUnionId}
          error={errors.unionId}
        />
      )}
      <TextField
        select
        label={t('about')}
        value={fact}
        onChange={(e) => setFact(e.target.value)}
        error={Boolean(errors.fact)}
        helperText={errors.fact}
      >
        {facts.map((g) => (
          <MenuItem key={g.fact ?? 'general'} value={g.fact ?? ''}>
            {g.fact ? g.label : couple ? t('generalCouple') : t('generalPerson')}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

/** The couples a person is part of, to choose one. */
function CoupleChoice(props: {
  familyId: number;
  person: PersonSearchItem;
  value: number | null;
  onChange: (unionId: number) => void;
  error: string | undefined;
}) {
  const t = useT(researchUiMessages);
  const marriages = usePersonMarriagesQuery(props.familyId, props.person.personId);
  if (marriages.isPending)
    return (
      <Skeleton variant="rounded" height={56} role="status" aria-label={t('loadingCouples')} />
    );
  if (marriages.isError)
    return (
      <Alert severity="error">
        {t('couplesLoadFailed', { name: props.person.name })} {marriages.error.message}
      </Alert>
    );
  if (marriages.data.length === 0)
    return <Alert severity="info">{t('noPartner', { name: props.person.name })}</Alert>;
  return (
    <TextField
      select
      label={t('couple')}
      value={props.value ?? ''}
      onChange={(e) => props.onChange(Number(e.target.value))}
      error={Boolean(props.error)}
      helperText={props.error}
    >
      {marriages.data.map((m) => (
        <MenuItem key={m.unionId} value={m.unionId}>
          {t('coupleName', { person: props.person.name, partner: m.partnerName })}
        </MenuItem>
      ))}
    </TextField>
  );
}
