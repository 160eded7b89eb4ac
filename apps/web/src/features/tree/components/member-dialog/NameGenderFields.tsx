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
import type { MemberFormValues } from '../../logic/member-form';

type NameField = 'firstName' | 'middleName' | 'lastName';

const nameFields: Array<{ name: NameField; label: string; required: boolean }> = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'middleName', label: 'Middle name', required: false },
  { name: 'lastName', label: 'Last name', required: true },
];

interface NameGenderFieldsProps {
  control: Control<MemberFormValues>;
  errors: FieldErrors<MemberFormValues>;
  /** A father is a man and a mother a woman: the choice is shown but fixed. */
  genderLocked?: boolean;
}

/** First, middle and last name and gender; first, last and gender are required (spec part 5). */
export function NameGenderFields({ control, errors, genderLocked = false }: NameGenderFieldsProps) {
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
              label={field.label}
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
            <FormLabel id={genderLabelId}>Gender</FormLabel>
            <RadioGroup
              row
              aria-labelledby={genderLabelId}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="M" control={<Radio />} label="Male" />
              <FormControlLabel value="F" control={<Radio />} label="Female" />
              <FormControlLabel value="U" control={<Radio />} label="Unknown" />
            </RadioGroup>
            {errors.gender && <FormHelperText>{errors.gender.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </Stack>
  );
}
