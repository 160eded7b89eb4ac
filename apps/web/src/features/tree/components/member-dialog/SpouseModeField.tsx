import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTreeT } from '../../hooks/use-tree-text';
import type { MemberFormValues } from '../../logic/member-form';

/** Add Spouse: a new person, or an existing member (possibly of another family). */
export function SpouseModeField({ control }: { control: Control<MemberFormValues> }) {
  const t = useTreeT();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="existing"
      render={({ field }) => (
        <FormControl>
          <FormLabel id={labelId}>{t('spouse')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ? 'existing' : 'new'}
            onChange={(event) => field.onChange(event.target.value === 'existing')}
          >
            <FormControlLabel value="new" control={<Radio />} label={t('newPerson')} />
            <FormControlLabel value="existing" control={<Radio />} label={t('existingMember')} />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
