import type { MembershipStatus } from '@familytree/shared';
import { Chip } from '@mui/material';

const statusColors = {
  ACTIVE: 'success',
  INVITED: 'info',
  BLOCK: 'error',
  REJECTED: 'default',
} as const;

/** A branch admin's status, shown with the spec's own values. */
export function StatusChip({ status }: { status: MembershipStatus }) {
  return <Chip size="small" label={status} color={statusColors[status]} />;
}
