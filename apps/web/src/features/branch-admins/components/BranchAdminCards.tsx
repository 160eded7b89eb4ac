import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { AssignedMemberChips } from './AssignedMemberChips';
import type { BranchAdminListProps } from '../logic/list-props';
import { useT } from '../../../lib/i18n';
import { branchAdminsMessages } from '../messages';
import { RowActions } from './RowActions';
import { StatusChip } from './StatusChip';

/** The list on a phone: one card per admin with the table's fields and actions. */
export function BranchAdminCards(props: BranchAdminListProps) {
  const { admins, removing, onEdit, onDelete, onRemoveMember } = props;
  const t = useT(branchAdminsMessages);
  return (
    <Stack component="ul" aria-label={t('branchAdmins')} spacing={1.5} sx={{ m: 0, p: 0 }}>
      {admins.map((admin) => (
        <Card component="li" variant="outlined" key={admin.userId} sx={{ listStyle: 'none' }}>
          <CardContent sx={{ pb: '12px !important' }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {admin.firstName} {admin.lastName}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {admin.email}
                </Typography>
              </Box>
              <StatusChip status={admin.status} />
            </Box>
            <Typography
              variant="caption"
              component="p"
              color="text.secondary"
              sx={{ mt: 1.5, mb: 0.5 }}
            >
              {t('assignedMember')}
            </Typography>
            <AssignedMemberChips
              members={admin.assignedMembers}
              busyPersonId={removing?.userId === admin.userId ? removing.personId : null}
              onRemove={(member) => onRemoveMember(admin, member)}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mb: -1, mr: -1 }}>
              <RowActions admin={admin} onEdit={onEdit} onDelete={onDelete} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
