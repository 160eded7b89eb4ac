import { limits, type PersonSearchItem } from '@familytree/shared';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { isSearchable, usePersonSearchQuery } from '../api/search-persons';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useTreeT } from '../hooks/use-tree-text';
import { withoutPerson } from '../logic/relation-choice';

export interface PersonPickerProps {
  label: string;
  familyId: number | null;
  value: PersonSearchItem | null;
  onChange: (person: PersonSearchItem | null) => void;
  error?: string;
  disabled?: boolean;
  /** A person not to offer (the one chosen in another picker). */
  excludePersonId?: number;
}

const noOptions: PersonSearchItem[] = [];

/**
 * A type-ahead person picker: it searches from 3 typed characters, 500 ms after typing stops;
 * fewer characters clear the results (spec parts 5 and 9). Each option shows name and relation.
 */
export function PersonPicker({
  label,
  familyId,
  value,
  onChange,
  error,
  disabled,
  excludePersonId,
}: PersonPickerProps) {
  const t = useTreeT();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input, limits.pickerDebounceMs);
  // Once a person is chosen the box shows their name: nothing to search for then.
  const showingChoice = value !== null && input === value.name;
  const typedEnough = !showingChoice && isSearchable(input);
  const search = usePersonSearchQuery(familyId, typedEnough ? term : '');
  // Results belong to the text they were asked for: none are offered while typing goes on.
  const settled = term === input;
  const found = withoutPerson(
    typedEnough && settled ? (search.data ?? noOptions) : noOptions,
    excludePersonId,
  );
  const options = showingChoice ? [value] : found;
  const waiting = typedEnough && (!settled || search.isFetching);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      filterOptions={(found) => found}
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => person.personId}
      isOptionEqualToValue={(a, b) => a.personId === b.personId}
      loading={waiting}
      disabled={disabled}
      noOptionsText={typedEnough ? t('noMatchingPerson') : t('typeThreeCharacters')}
      loadingText={t('loading')}
      clearText={t('clear')}
      openText={t('open')}
      closeText={t('close')}
      renderOption={(props, person) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps}>
            <Box>
              <Typography>{person.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {person.sonOff}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!error}
          helperText={error ?? (value ? value.sonOff : undefined)}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {waiting && <CircularProgress color="inherit" size={18} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
