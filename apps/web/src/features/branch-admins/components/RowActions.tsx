import type { BranchAdmin } from '@familytree/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { useT } from '../../../lib/i18n';
import { branchAdminsMessages } from '../messages';

/** The edit and delete icon buttons of one admin, named for screen readers. */
export function RowActions(props: {
  admin: BranchAdmin;
  onEdit: (admin: BranchAdmin) => void;
  onDelete: (admin: BranchAdmin) => void;
}) {
  const { admin, onEdit, onDelete } = props;
  const t = useT(branchAdminsMessages);
  const name = `${admin.firstName} ${admin.lastName}`;
  return (
    <>
      <Tooltip title={t('edit')}>
        <IconButton aria-label={t('editName', { name })} onClick={() => onEdit(admin)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('delete')}>
        <IconButton aria-label={t('deleteName', { name })} onClick={() => onDelete(admin)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
