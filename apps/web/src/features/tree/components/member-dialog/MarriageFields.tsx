import { Stack, TextField } from '@mui/material';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { DateField } from '../../../../components/date-field/DateField';
import { useTreeT } from '../../hooks/use-tree-text';
import type { MemberFormValues } from '../../logic/member-form';

interface MarriageFieldsProps {
  control: Control<MemberFormValues>;
  errors: FieldErrors<MemberFormValues>;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Add Spouse: the couple's marriage day and place, both optional (issue 16). */
export function MarriageFields({ control, errors }: MarriageFieldsProps) {
  const t = useTreeT();
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="marriageDate"
        render={({ field }) => (
          <DateField
            label={t('dateOfMarriage')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!errors.marriageDate}
            helperText={errors.marriageDate?.message}
            max={today()}
          />
        )}
      />
      <Controller
        control={control}
        name="marriagePlace"
        render={({ field }) => (
          <TextField
            {...field}
            label={t('placeOfMarriage')}
            autoComplete="off"
            error={!!errors.marriagePlace}
            helperText={errors.marriagePlace?.message}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
      />
    </Stack>
  );
}
