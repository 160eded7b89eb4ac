import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Stack, Tooltip } from '@mui/material';
import { useNavigate } from 'react-router';

interface MenuActionsProps {
  previewing: boolean;
  canPreview: boolean;
  canPublish: boolean;
  /** Absent for a page whose name is fixed. */
  onRename: (() => void) | undefined;
  onAdd: () => void;
  onPreview: () => void;
  onPublish: () => void;
}

/** Edit Menu Name, Add Content, Preview, Publish and Back; preview hides the edit controls. */
export function MenuActions(props: MenuActionsProps) {
  const navigate = useNavigate();
  const { previewing, canPreview, canPublish } = props;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!previewing && (
        <>
          {props.onRename && (
            <Button
              variant="outlined"
              startIcon={<DriveFileRenameOutlineIcon />}
              onClick={props.onRename}
            >
              Edit Menu Name
            </Button>
          )}
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
            Add Content
          </Button>
        </>
      )}
      {previewing ? (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={props.onPreview}>
          Exit Preview
        </Button>
      ) : (
        <Tooltip title={canPreview ? '' : 'Add at least one section to preview'}>
          {/* A disabled button can't show a tooltip by itself. */}
          <span>
            <Button
              variant="outlined"
              startIcon={<VisibilityIcon />}
              onClick={props.onPreview}
              disabled={!canPreview}
            >
              Preview
            </Button>
          </span>
        </Tooltip>
      )}
      {canPublish && (
        <Button
          variant="contained"
          color="secondary"
          startIcon={<PublishIcon />}
          onClick={props.onPublish}
        >
          Publish
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate('/home')}>
        Back
      </Button>
    </Stack>
  );
}
