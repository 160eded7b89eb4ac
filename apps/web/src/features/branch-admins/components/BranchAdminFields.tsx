import { membershipStatuses } from '@familytree/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BranchAdminFormValues } from '../logic/branch-admin-form';

/** First Name, Last Name, Email, and the Status select when an existing admin is edited. */
export function BranchAdminFields(props: {
  register: UseFormRegister<BranchAdminFormValues>;
  control: Control<BranchAdminFormValues>;
  errors: FieldErrors<BranchAdminFormValues>;
  withStatus: boolean;
}) {
  const { register, control, errors, withStatus } = props;
  return (
    <Stack spacing={2}>
      <TextField
        label="First Name"
        required
        autoFocus
        autoComplete="off"
        error={!!errors.firstName}
        helperText={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="off"
        error={!!errors.lastName}
        helperText={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        error={!!errors.email}
        helperText={errors.email?.message}
        {...register('email')}
      />
      {withStatus && (
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Status"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {membershipStatuses.map((status) => (
                <MenuItem key={status} value={status}>
                  {status}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
    </Stack>
  );
}
