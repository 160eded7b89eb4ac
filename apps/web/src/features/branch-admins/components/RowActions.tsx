import type { BranchAdmin } from '@familytree/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';

/** The edit and delete icon buttons of one admin, named for screen readers. */
export function RowActions(props: {
  admin: BranchAdmin;
  onEdit: (admin: BranchAdmin) => void;
  onDelete: (admin: BranchAdmin) => void;
}) {
  const { admin, onEdit, onDelete } = props;
  const name = `${admin.firstName} ${admin.lastName}`;
  return (
    <>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(admin)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${name}`} onClick={() => onDelete(admin)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
