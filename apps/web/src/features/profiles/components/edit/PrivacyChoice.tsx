import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';
import type { EducationFormValues } from '../../logic/education-form';
import { profilesMessages } from '../../messages';

/** Private (0) or Public (1) for a section (spec part 9). */
export function PrivacyChoice(props: {
  control: Control<EducationFormValues>;
  name: 'privacy.education' | 'privacy.workHistory';
  label: string;
}) {
  const t = useT(profilesMessages);
  const labelId = useId();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <FormControl sx={{ mb: 1.5 }}>
          <FormLabel id={labelId}>{props.label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            value={String(field.value)}
            onChange={(event) => field.onChange(event.target.value === '1' ? 1 : 0)}
          >
            <FormControlLabel value="0" control={<Radio />} label={t('private')} />
            <FormControlLabel value="1" control={<Radio />} label={t('public')} />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
