import { membershipStatuses, type MembershipStatus } from '@familytree/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useSpecText, useT } from '../../../lib/i18n';
import type { BranchAdminFormValues } from '../logic/branch-admin-form';
import { branchAdminsMessages } from '../messages';
import { statusKeys } from './StatusChip';

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
  const t = useT(branchAdminsMessages);
  const { text } = useSpecText();
  const locked = accountLocked ? { slotProps: { input: { readOnly: true } } } : {};
  // The rules' messages are the spec's, or their length limit's (English: from the shared schema).
  const shown = (message: string) =>
    message === branchAdminsMessages.en.atMost100 ? t('atMost100') : text(message);
  const help = (message: string | undefined) =>
    message ? shown(message) : accountLocked ? t('ownerOnly') : undefined;
  return (
    <Stack spacing={2}>
      <TextField
        label={t('firstName')}
        required={!accountLocked}
        autoFocus={!accountLocked}
        autoComplete="off"
        error={!!errors.firstName}
        helperText={help(errors.firstName?.message)}
        {...locked}
        {...register('firstName')}
      />
      <TextField
        label={t('lastName')}
        required={!accountLocked}
        autoComplete="off"
        error={!!errors.lastName}
        helperText={help(errors.lastName?.message)}
        {...locked}
        {...register('lastName')}
      />
      <TextField
        label={t('email')}
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
              label={t('status')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              autoFocus={accountLocked}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message
                  ? shown(fieldState.error.message)
                  : props.isStatusOffered('ACTIVE')
                    ? undefined
                    : t('activeOnceAccepted')
              }
            >
              {membershipStatuses.map((status) => (
                <MenuItem key={status} value={status} disabled={!props.isStatusOffered(status)}>
                  {t(statusKeys[status])}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
    </Stack>
  );
}
