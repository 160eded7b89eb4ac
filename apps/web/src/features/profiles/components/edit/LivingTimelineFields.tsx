import { Box } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { emptyLivingTimeline, type AddressFormValues } from '../../logic/address-form';
import { CountryStateFields } from './CountryStateFields';
import { MonthRangeFields } from './fields/MonthRangeFields';
import { RepeatableEntries } from './RepeatableEntries';

const placeGrid = {
  display: 'grid',
  gap: 1.5,
  mt: 1.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Where the member lived and when: entries that can be added and removed. */
export function LivingTimelineFields() {
  const { control } = useFormContext<AddressFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'livingTimelineList' });
  return (
    <RepeatableEntries
      title="Living timeline"
      addLabel="Add place"
      onAdd={() => append(emptyLivingTimeline())}
      entries={fields}
      entryTitle={(index) => `Place ${index + 1}`}
      onRemove={remove}
      renderEntry={(index) => (
        <>
          <MonthRangeFields control={control} prefix={`livingTimelineList.${index}`} />
          <Box sx={placeGrid}>
            <CountryStateFields prefix={`livingTimelineList.${index}`} size="small" />
          </Box>
        </>
      )}
    />
  );
}
