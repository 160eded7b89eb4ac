import type { Relative } from '@familytree/shared';
import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTreeT } from '../../hooks/use-tree-text';
import type { ChildOrderRange } from '../../logic/child-order';
import type { MemberFormValues } from '../../logic/member-form';
import { fullName } from '../../logic/person-name';

interface FieldProps {
  control: Control<MemberFormValues>;
  errors: FieldErrors<MemberFormValues>;
}

/** Child order, a whole number from 1 to the range's end (spec part 5). */
export function ChildOrderField({
  control,
  errors,
  range,
}: FieldProps & { range: ChildOrderRange }) {
  const t = useTreeT();
  return (
    <Controller
      control={control}
      name="childOrder"
      render={({ field }) => (
        <TextField
          {...field}
          type="number"
          label={t('childOrder')}
          required
          error={!!errors.childOrder}
          helperText={
            errors.childOrder?.message ??
            t('childOrderHint', { min: String(range.min), max: String(range.max) })
          }
          slotProps={{
            htmlInput: { min: range.min, max: range.max, step: 1, inputMode: 'numeric' },
          }}
        />
      )}
    />
  );
}

/** Add child when the member has several spouses: which of them is the child's other parent. */
export function OtherParentField({
  control,
  errors,
  spouses,
}: FieldProps & { spouses: Relative[] }) {
  const t = useTreeT();
  return (
    <Controller
      control={control}
      name="otherParentId"
      render={({ field }) => (
        <TextField
          select
          label={t('otherParent')}
          required
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!errors.otherParentId}
          helperText={errors.otherParentId?.message}
        >
          {spouses.map((spouse) => (
            <MenuItem key={spouse.personId} value={spouse.personId}>
              {fullName(spouse)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
