import { Box, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useT } from '../../../../../lib/i18n';
import { useDateTexts } from '../../../logic/use-date-texts';
import { profilesMessages } from '../../../messages';
import { dayOptions, monthOptions, yearOptions } from './choices';
import { NumberSelectField } from './NumberSelectField';
import { RangeErrorText } from './RangeErrorText';
import { useEndYearError } from './use-end-year-error';

/**
 * Day, month and year of a partial date (year only, year and month, or full; spec part 5).
 * The end's group shows the rule that the end may not precede the start.
 */
export function PartialDateFields<T extends FieldValues>(props: {
  control: Control<T>;
  /** The entry's path, e.g. 'timelineEventsList.0'. */
  prefix: string;
  which: 'start' | 'end';
}) {
  const { control, prefix, which } = props;
  const t = useT(profilesMessages);
  const dates = useDateTexts();
  const years = useMemo(yearOptions, []);
  const months = useMemo(() => monthOptions(dates), [dates]);
  const legendId = useId();
  const name = (field: string) => `${prefix}.${field}` as FieldPath<T>;
  const endYear = name('endYear');
  const endYearError = useEndYearError(control, endYear);
  const rangeError = which === 'end' ? endYearError : undefined;
  const deps = which === 'start' ? [endYear] : undefined;

  return (
    <Box role="group" aria-labelledby={legendId}>
      <Typography id={legendId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {which === 'start' ? t('startDate') : t('endDate')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1.6fr 1.3fr' }}>
        <NumberSelectField
          control={control}
          name={name(`${which}Day`)}
          label={which === 'start' ? t('startDay') : t('endDay')}
          shortLabel={t('day')}
          options={dayOptions}
          deps={deps}
          groupError={rangeError !== undefined}
        />
        <NumberSelectField
          control={control}
          name={name(`${which}Month`)}
          label={which === 'start' ? t('startMonth') : t('endMonth')}
          shortLabel={t('month')}
          options={months}
          deps={deps}
          groupError={rangeError !== undefined}
        />
        <NumberSelectField
          control={control}
          name={name(`${which}Year`)}
          label={which === 'start' ? t('startYear') : t('endYear')}
          shortLabel={t('year')}
          options={years}
          deps={deps}
          groupError={rangeError !== undefined}
        />
      </Box>
      <RangeErrorText message={rangeError} />
    </Box>
  );
}
