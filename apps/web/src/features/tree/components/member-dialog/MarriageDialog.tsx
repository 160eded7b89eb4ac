import type { SpouseRelative } from '@familytree/shared';
import { Alert, TextField } from '@mui/material';
import { useState } from 'react';
import { DateField } from '../../../../components/date-field/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { ApiError } from '../../../../lib/api-client';
import { useSaveMarriageMutation } from '../../api/save-marriage';
import { useFormMessage, useTreeT } from '../../hooks/use-tree-text';
import { fullName } from '../../logic/person-name';
import { SaveCancelActions } from '../../../../components/SaveCancelActions';

interface MarriageDialogProps {
  memberId: number;
  memberName: string;
  spouse: SpouseRelative;
  onClose: () => void;
  onSaved: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The date and place of a couple's marriage; the server checks the date and says what is wrong. */
export function MarriageDialog({
  memberId,
  memberName,
  spouse,
  onClose,
  onSaved,
}: MarriageDialogProps) {
  const t = useTreeT();
  const message = useFormMessage();
  const save = useSaveMarriageMutation();
  const [date, setDate] = useState(spouse.marriageDate ?? '');
  const [place, setPlace] = useState(spouse.marriagePlace ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({
        memberId,
        spouseId: spouse.personId,
        body: { marriageDate: date || null, marriagePlace: place.trim() || null },
      });
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([f, text]) => [f, message(text)])));
      if (Object.keys(fields).length === 0) setFailure(message((error as Error).message));
    }
  };

  return (
    <FormDialog
      title={t('marriageOf', { member: memberName, spouse: fullName(spouse) })}
      onClose={save.isPending ? undefined : onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={<SaveCancelActions onCancel={onClose} busy={save.isPending} />}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <DateField
        label={t('dateOfMarriage')}
        value={date}
        onChange={setDate}
        error={Boolean(errors.marriageDate)}
        helperText={errors.marriageDate}
        max={today()}
      />
      <TextField
        label={t('placeOfMarriage')}
        value={place}
        onChange={(e) => setPlace(e.target.value)}
        error={Boolean(errors.marriagePlace)}
        helperText={errors.marriagePlace}
      />
    </FormDialog>
  );
}
