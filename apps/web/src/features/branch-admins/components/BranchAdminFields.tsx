import { membershipStatuses, type MembershipStatus } from '@familytree/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BranchAdminFormValues } from '../logic/branch-admin-form';

const ownerOnly = 'Only the account owner can change this';

/**
 * First Name, Last Name, Email (read-only where they are the account owner's), and the Status
 * select when an existing admin is edited.
 */
export function BranchAdminFields(props: {
  register: UseFormRegister<BranchAdminFormValues>;
  control: Control<BranchAdminFormValues>;
  errors: FieldErrors<BranchAdminFormValues>;
  withStatus: boolean;
  accountLocked: boolean;
  isStatusOffered: (status: MembershipStatus) => boolean;
}) {
  const { register, control, errors, withStatus, accountLocked } = props;
  const locked = accountLocked ? { slotProps: { input: { readOnly: true } } } : {};
  const help = (message: string | undefined) => message ?? (accountLocked ? ownerOnly : undefined);
  return (
    <Stack spacing={2}>
      <TextField
        label="First Name"
        required={!accountLocked}
        autoFocus={!accountLocked}
        autoComplete="off"
        error={!!errors.firstName}
        helperText={help(errors.firstName?.message)}
        {...locked}
        {...register('firstName')}
      />
      <TextField
        label="Last Name"
        required={!accountLocked}
        autoComplete="off"
        error={!!errors.lastName}
        helperText={help(errors.lastName?.message)}
        {...locked}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        required={!accountLocked}
        autoComplete="off"
        error={!!errors.email}
        helperText={help(errors.email?.message)}
        {...locked}
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
              autoFocus={accountLocked}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ??
                (props.isStatusOffered('ACTIVE') ? undefined : 'ACTIVE once the owner accepts')
              }
            >
              {membershipStatuses.map((status) => (
                <MenuItem key={status} value={status} disabled={!props.isStatusOffered(status)}>
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
