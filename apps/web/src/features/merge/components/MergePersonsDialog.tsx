import type {
  MergeField,
  MergeSide,
  PersonDetail,
  PersonSearchItem,
  Translate,
} from '@familytree/shared';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { ApiError } from '../../../lib/api-client';
import { useSpecText, useT } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { fullName, PersonPicker } from '../../tree';
import { useMergePersonsMutation } from '../api/merge-persons';
import { useOtherPersonQuery } from '../api/other-person';
import { differingFields, type DifferingField } from '../logic/differing-fields';
import { mergeMessages } from '../messages';
import type mergeEnglish from '../messages/en';

type Choices = Partial<Record<MergeField, MergeSide>>;
const parentFields = ['father', 'mother'] as const;

/**
 * Side by side: the person of this profile (who stays) and the one chosen to merge into them,
 * with a choice per differing field. On success, the kept person's profile, or `onMerged` where
 * the caller stays on its page (Find duplicates, which also names the other person up front).
 */
export function MergePersonsDialog(props: {
  familyId: number;
  person: PersonDetail;
  onClose: () => void;
  other?: PersonSearchItem;
  onMerged?: () => void;
}) {
  const t = useT(mergeMessages);
  const { text } = useSpecText();
  const navigate = useNavigate();
  const name = fullName(props.person);
  const [other, setOther] = useState<PersonSearchItem | null>(props.other ?? null);
  const [choices, setChoices] = useState<Choices>({});
  // Parents are compared by the server (the profile read names none): asked when it refuses.
  const [parentsAsked, setParentsAsked] = useState<Array<'father' | 'mother'>>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const details = useOtherPersonQuery(other?.personId ?? null);
  const merge = useMergePersonsMutation(props.familyId, props.person.personId);
  const busy = merge.isPending;

  const choose = (next: PersonSearchItem | null) => {
    setOther(next);
    setChoices({});
    setParentsAsked([]);
    setAlert(null);
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!other) return setAlert(t('choosePerson', { name }));
    setAlert(null);
    try {
      const merged = await merge.mutateAsync({ otherId: other.personId, choices });
      props.onClose();
      if (props.onMerged) props.onMerged();
      else void navigate(`/members/${merged.personId}/profile`);
    } catch (error) {
      const asked = parentFields.filter((f) => error instanceof ApiError && f in error.fields);
      if (asked.length) setParentsAsked(asked);
      setAlert(t('mergeFailed', { message: text((error as Error).message) }));
    }
  };

  return (
    <FormDialog
      title={t('title', { name })}
      onClose={busy ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button onClick={props.onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !details.isSuccess}>
            {busy ? t('merging') : t('merge')}
          </Button>
        </>
      }
    >
      <Typography variant="body2">{t('intro', { name })}</Typography>
      {alert && (
        <Alert severity="error" role="alert">
          {alert}
        </Alert>
      )}
      <PersonPicker
        label={t('otherPerson')}
        familyId={props.familyId}
        value={other}
        onChange={choose}
        excludePersonId={props.person.personId}
        disabled={busy}
      />
      {other && details.isPending && (
        <Skeleton variant="rounded" height={120} role="status" aria-label={t('loadingOther')} />
      )}
      {other && details.isError && (
        <Alert severity="error">
          {t('otherLoadFailed', { message: text(details.error.message) })}
        </Alert>
      )}
      {other && details.isSuccess && (
        <Comparison
          keep={props.person}
          other={details.data}
          parents={parentsAsked}
          choices={choices}
          onChoose={(field, side) => setChoices((c) => ({ ...c, [field]: side }))}
          disabled={busy}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('undoNote')}
      </Typography>
    </FormDialog>
  );
}

function Comparison(props: {
  keep: PersonDetail;
  other: PersonDetail;
  parents: ReadonlyArray<'father' | 'mother'>;
  choices: Choices;
  onChoose: (field: MergeField, side: MergeSide) => void;
  disabled: boolean;
}) {
  const t = useT(mergeMessages);
  const keepName = fullName(props.keep);
  const otherName = fullName(props.other);
  const fields: DifferingField[] = [
    ...differingFields(props.keep, props.other),
    ...props.parents.map((field) => ({
      field,
      keep: t(field === 'father' ? 'fatherOf' : 'motherOf', { name: keepName }),
      other: t(field === 'father' ? 'fatherOf' : 'motherOf', { name: otherName }),
    })),
  ];
  if (fields.length === 0) return <Alert severity="info">{t('sameDetails')}</Alert>;
  return (
    <>
      <Typography variant="body2">{t('chooseValues')}</Typography>
      {fields.map((f) => (
        <FieldChoice
          key={f.field}
          field={f}
          side={props.choices[f.field] ?? 'keep'}
          keepName={keepName}
          otherName={otherName}
          onChoose={(side) => props.onChoose(f.field, side)}
          disabled={props.disabled}
        />
      ))}
    </>
  );
}

function FieldChoice(props: {
  field: DifferingField;
  side: MergeSide;
  keepName: string;
  otherName: string;
  onChoose: (side: MergeSide) => void;
  disabled: boolean;
}) {
  const t = useT(mergeMessages);
  const labelId = useId();
  const shown = (value: string | null) => shownValue(props.field.field, value, t);
  return (
    <FormControl disabled={props.disabled}>
      <FormLabel id={labelId}>{t(props.field.field)}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={props.side}
        onChange={(e) => props.onChoose(e.target.value as MergeSide)}
      >
        <FormControlLabel
          value="keep"
          control={<Radio />}
          label={`${shown(props.field.keep)} — ${t('thisPerson', { name: props.keepName })}`}
          sx={{ overflowWrap: 'anywhere' }}
        />
        <FormControlLabel
          value="other"
          control={<Radio />}
          label={`${shown(props.field.other)} — ${t('otherSide', { name: props.otherName })}`}
          sx={{ overflowWrap: 'anywhere' }}
        />
      </RadioGroup>
    </FormControl>
  );
}

type MergeT = Translate<typeof mergeEnglish>;

/** A value as people read it: words for codes, no raw image names or HTML. */
function shownValue(field: MergeField, value: string | null, t: MergeT): string {
  if (value === null) return t('empty');
  switch (field) {
    case 'gender':
      return value === 'M' ? t('male') : value === 'F' ? t('female') : t('unknownGender');
    case 'livingStatus':
      return value === 'living' ? t('living') : t('deceased');
    case 'photoUrl':
    case 'coverPhotoUrl':
      return t('aPhoto');
    case 'about':
      return t('aText', { count: String(value.replace(/<[^>]*>/g, '').length) });
    default:
      return value;
  }
}
