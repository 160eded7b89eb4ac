import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useAssignBranchAdminMutation } from '../../api/assign-branch-admin';
import { useBranchAdminOfMemberQuery } from '../../api/get-branch-admin-of-member';
import { useSelectableBranchAdminsQuery } from '../../api/get-selectable-branch-admins';
import { useFormMessage, useTreeT } from '../../hooks/use-tree-text';

/** A family admin's choice of the branch admin who looks after this member and their branch. */
export function BranchAdminSelect({ familyId, memberId }: { familyId: number; memberId: number }) {
  const t = useTreeT();
  const message = useFormMessage();
  const admins = useSelectableBranchAdminsQuery(familyId, true);
  const current = useBranchAdminOfMemberQuery(memberId, true);
  const assign = useAssignBranchAdminMutation();
  const options = admins.data ?? [];
  const currentId = current.data?.userId ?? null;
  const known = currentId !== null && options.some((admin) => admin.userId === currentId);

  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      {assign.error && (
        <Alert severity="error" onClose={() => assign.reset()}>
          {message(assign.error.message)}
        </Alert>
      )}
      <TextField
        select
        label={t('branchAdmin')}
        value={known ? currentId : ''}
        disabled={admins.isPending || current.isPending || assign.isPending}
        helperText={
          admins.isError || current.isError
            ? t('branchAdminsLoadFailed')
            : options.length === 0 && !admins.isPending
              ? t('noBranchAdmins')
              : undefined
        }
        onChange={(event) => {
          const userId = Number(event.target.value);
          if (userId && userId !== currentId) assign.mutate({ familyId, userId, memberId });
        }}
      >
        {options.map((admin) => (
          <MenuItem key={admin.userId} value={admin.userId}>
            {`${admin.firstName} ${admin.lastName} (${admin.email})`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
