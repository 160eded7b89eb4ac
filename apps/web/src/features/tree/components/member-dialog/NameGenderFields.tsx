import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTreeT } from '../../hooks/use-tree-text';
import type { MemberFormValues } from '../../logic/member-form';

type NameField = 'firstName' | 'middleName' | 'lastName';

// The label's key is the field's name.
const nameFields: Array<{ name: NameField; required: boolean }> = [
  { name: 'firstName', required: true },
  { name: 'middleName', required: false },
  { name: 'lastName', required: true },
];

interface NameGenderFieldsProps {
  control: Control<MemberFormValues>;
  errors: FieldErrors<MemberFormValues>;
  /** A father is a man and a mother a woman: the choice is shown but fixed. */
  genderLocked?: boolean;
}

/** First, middle and last name and gender; first, last and gender are required (spec part 5). */
export function NameGenderFields({ control, errors, genderLocked = false }: NameGenderFieldsProps) {
  const t = useTreeT();
  const genderLabelId = useId();
  return (
    <Stack spacing={2}>
      {nameFields.map((field, index) => (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: input }) => (
            <TextField
              {...input}
              label={t(field.name)}
              required={field.required}
              autoFocus={index === 0}
              autoComplete="off"
              error={!!errors[field.name]}
              helperText={errors[field.name]?.message}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <FormControl required error={!!errors.gender} disabled={genderLocked}>
            <FormLabel id={genderLabelId}>{t('gender')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={genderLabelId}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="M" control={<Radio />} label={t('male')} />
              <FormControlLabel value="F" control={<Radio />} label={t('female')} />
              <FormControlLabel value="U" control={<Radio />} label={t('unknown')} />
            </RadioGroup>
            {errors.gender && <FormHelperText>{errors.gender.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </Stack>
  );
}
