import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { AssignedMemberChips } from './AssignedMemberChips';
import type { BranchAdminListProps } from '../logic/list-props';
import { useT } from '../../../lib/i18n';
import { branchAdminsMessages } from '../messages';
import { RowActions } from './RowActions';
import { StatusChip } from './StatusChip';

/** Spec part 2: First Name, Last Name, Email, Status, Assigned member, and the row actions. */
export function BranchAdminTable(props: BranchAdminListProps) {
  const { admins, removing, onEdit, onDelete, onRemoveMember } = props;
  const t = useT(branchAdminsMessages);
  return (
    // A narrow window scrolls the table sideways inside its own box, not the page.
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('branchAdmins')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('firstName')}</TableCell>
            <TableCell>{t('lastName')}</TableCell>
            <TableCell>{t('email')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t('assignedMember')}</TableCell>
            <TableCell align="right">{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {admins.map((admin) => (
            <TableRow key={admin.userId} hover>
              <TableCell>{admin.firstName}</TableCell>
              <TableCell>{admin.lastName}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{admin.email}</TableCell>
              <TableCell>
                <StatusChip status={admin.status} />
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <AssignedMemberChips
                  members={admin.assignedMembers}
                  busyPersonId={removing?.userId === admin.userId ? removing.personId : null}
                  onRemove={(member) => onRemoveMember(admin, member)}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions admin={admin} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
