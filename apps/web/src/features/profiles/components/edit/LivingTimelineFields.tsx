import { Box } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';
import { emptyLivingTimeline, type AddressFormValues } from '../../logic/address-form';
import { profilesMessages } from '../../messages';
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
  const t = useT(profilesMessages);
  const { control } = useFormContext<AddressFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'livingTimelineList' });
  return (
    <RepeatableEntries
      title={t('livingTimeline')}
      addLabel={t('addPlace')}
      onAdd={() => append(emptyLivingTimeline())}
      entries={fields}
      entryTitle={(index) => t('placeN', { number: index + 1 })}
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
