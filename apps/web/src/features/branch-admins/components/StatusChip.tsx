import type { MembershipStatus } from '@familytree/shared';
import { Chip } from '@mui/material';
import { useT } from '../../../lib/i18n';
import { branchAdminsMessages } from '../messages';

const statusColors = {
  ACTIVE: 'success',
  INVITED: 'info',
  BLOCK: 'error',
  REJECTED: 'default',
} as const;

/** A status's name: in English the spec's own values (ACTIVE, INVITED, BLOCK, REJECTED). */
export const statusKeys = {
  ACTIVE: 'statusActive',
  INVITED: 'statusInvited',
  BLOCK: 'statusBlocked',
  REJECTED: 'statusRejected',
} as const satisfies Record<MembershipStatus, keyof typeof branchAdminsMessages.en>;

/** A branch admin's status, shown with the spec's own values. */
export function StatusChip({ status }: { status: MembershipStatus }) {
  const t = useT(branchAdminsMessages);
  return <Chip size="small" label={t(statusKeys[status])} color={statusColors[status]} />;
}
