import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { emptyLivingTimeline, type AddressFormValues } from '../../logic/address-form';
import { EntryCard, FormPart } from './EntryCard';
import { CountryAutocomplete } from './fields/CountryAutocomplete';
import { MonthRangeFields } from './fields/MonthRangeFields';
import { StateSelect } from './fields/StateSelect';

function PlaceFields({ index }: { index: number }) {
  const { control, setValue } = useFormContext<AddressFormValues>();
  const prefix = `livingTimelineList.${index}` as const;
  const country = useWatch({ control, name: `${prefix}.country` });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mt: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Controller
        control={control}
        name={`${prefix}.country`}
        render={({ field, fieldState }) => (
          <CountryAutocomplete
            label="Country"
            size="small"
            value={field.value}
            onChange={(code) => {
              if (code !== field.value) setValue(`${prefix}.state`, null, { shouldDirty: true });
              field.onChange(code);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={`${prefix}.state`}
        render={({ field, fieldState }) => (
          <StateSelect
            label="State"
            size="small"
            country={country}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </Box>
  );
}

/** Where the member lived and when: entries that can be added and removed. */
export function LivingTimelineFields() {
  const { control } = useFormContext<AddressFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'livingTimelineList' });
  return (
    <FormPart
      title="Living timeline"
      action={
        <Button startIcon={<AddIcon />} onClick={() => append(emptyLivingTimeline())}>
          Add place
        </Button>
      }
    >
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <EntryCard key={field.id} title={`Place ${index + 1}`} onRemove={() => remove(index)}>
            <MonthRangeFields control={control} prefix={`livingTimelineList.${index}`} />
            <PlaceFields index={index} />
          </EntryCard>
        ))}
      </Stack>
    </FormPart>
  );
}
