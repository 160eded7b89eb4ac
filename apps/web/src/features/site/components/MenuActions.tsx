import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Stack, Tooltip } from '@mui/material';
import { useNavigate } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

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
  const t = useT(siteMessages);
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
              {t('editMenuName')}
            </Button>
          )}
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd}>
            {t('addContent')}
          </Button>
        </>
      )}
      {previewing ? (
        <Button variant="outlined" startIcon={<EditIcon />} onClick={props.onPreview}>
          {t('exitPreview')}
        </Button>
      ) : (
        <Tooltip title={canPreview ? '' : t('previewNeedsSection')}>
          {/* A disabled button can't show a tooltip by itself. */}
          <span>
            <Button
              variant="outlined"
              startIcon={<VisibilityIcon />}
              onClick={props.onPreview}
              disabled={!canPreview}
            >
              {t('preview')}
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
          {t('publish')}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate('/home')}>
        {t('back')}
      </Button>
    </Stack>
  );
}
