import { Box } from '@mui/material';
import { useMemo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useT } from '../../../../../lib/i18n';
import { useDateTexts } from '../../../logic/use-date-texts';
import { profilesMessages } from '../../../messages';
import { monthOptions, yearOptions } from './choices';
import { NumberSelectField } from './NumberSelectField';
import { RangeErrorText } from './RangeErrorText';
import { useEndYearError } from './use-end-year-error';

/**
 * Start and end month and year of a list entry. The rule 'End date must be after start date'
 * (spec part 5) is reported on the end year and shown under the four fields.
 */
export function MonthRangeFields<T extends FieldValues>(props: {
  control: Control<T>;
  /** The entry's path, e.g. 'livingTimelineList.0'. */
  prefix: string;
}) {
  const { control, prefix } = props;
  const t = useT(profilesMessages);
  const dates = useDateTexts();
  const years = useMemo(yearOptions, []);
  const months = useMemo(() => monthOptions(dates), [dates]);
  const name = (field: string) => `${prefix}.${field}` as FieldPath<T>;
  const endYear = name('endYear');
  const rangeError = useEndYearError(control, endYear);

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <NumberSelectField
          control={control}
          name={name('startMonth')}
          label={t('startMonth')}
          options={months}
          deps={[endYear]}
        />
        <NumberSelectField
          control={control}
          name={name('startYear')}
          label={t('startYear')}
          options={years}
          deps={[endYear]}
        />
        <NumberSelectField
          control={control}
          name={name('endMonth')}
          label={t('endMonth')}
          options={months}
          deps={[endYear]}
          groupError={rangeError !== undefined}
        />
        <NumberSelectField
          control={control}
          name={endYear}
          label={t('endYear')}
          options={years}
          groupError={rangeError !== undefined}
        />
      </Box>
      <RangeErrorText message={rangeError} />
    </Box>
  );
}
