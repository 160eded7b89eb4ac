import type { PersonSearchItem } from '@familytree/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { useLinkableFamiliesQuery } from '../../api/get-linkable-families';
import { useTreeT } from '../../hooks/use-tree-text';
import type { MemberFormValues } from '../../logic/member-form';
import { PersonPicker } from '../PersonPicker';

interface ExistingSpouseFieldsProps {
  control: Control<MemberFormValues>;
  errors: FieldErrors<MemberFormValues>;
  setValue: UseFormSetValue<MemberFormValues>;
}

/** Existing-member mode: choose a family, then search a person of it by name (spec part 5). */
export function ExistingSpouseFields({ control, errors, setValue }: ExistingSpouseFieldsProps) {
  const t = useTreeT();
  const families = useLinkableFamiliesQuery(true);
  const familyId = useWatch({ control, name: 'spouseFamilyId' });
  const [picked, setPicked] = useState<PersonSearchItem | null>(null);
  const options = families.data ?? [];
  const listed = options.some((family) => family.id === familyId);

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('family')}
        required
        value={listed ? familyId : ''}
        disabled={families.isPending}
        error={families.isError}
        helperText={families.isError ? t('familiesLoadFailed') : undefined}
        onChange={(event) => {
          setValue('spouseFamilyId', Number(event.target.value));
          setValue('spouseId', null);
          setPicked(null);
        }}
      >
        {options.map((family) => (
          <MenuItem key={family.id} value={family.id}>
            {family.name}
          </MenuItem>
        ))}
      </TextField>
      <PersonPicker
        key={familyId}
        label={t('person')}
        familyId={familyId === '' ? null : familyId}
        value={picked}
        disabled={familyId === ''}
        error={errors.spouseId?.message}
        onChange={(person) => {
          setPicked(person);
          setValue('spouseId', person?.personId ?? null, { shouldValidate: !!errors.spouseId });
        }}
      />
    </Stack>
  );
}
