import type { BranchAdmin } from '@familytree/shared';

export type AssignedMember = BranchAdmin['assignedMembers'][number];

/** What the list shows and does for each admin, as a table row or as a card. */
export interface BranchAdminListProps {
  admins: BranchAdmin[];
  removing: { userId: number; personId: number } | null;
  onEdit: (admin: BranchAdmin) => void;
  onDelete: (admin: BranchAdmin) => void;
  onRemoveMember: (admin: BranchAdmin, member: AssignedMember) => void;
}
