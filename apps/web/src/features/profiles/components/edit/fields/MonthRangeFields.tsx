import { Box } from '@mui/material';
import { useMemo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
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
  const years = useMemo(yearOptions, []);
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
          label="Start month"
          options={monthOptions}
          deps={[endYear]}
        />
        <NumberSelectField
          control={control}
          name={name('startYear')}
          label="Start year"
          options={years}
          deps={[endYear]}
        />
        <NumberSelectField
          control={control}
          name={name('endMonth')}
          label="End month"
          options={monthOptions}
          deps={[endYear]}
          groupError={rangeError !== undefined}
        />
        <NumberSelectField
          control={control}
          name={endYear}
          label="End year"
          options={years}
          groupError={rangeError !== undefined}
        />
      </Box>
      <RangeErrorText message={rangeError} />
    </Box>
  );
}
