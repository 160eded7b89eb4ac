import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';
import { SpecText } from './SpecText';

/**
 * The spec's question with Cancel and Confirm before a step that takes something away (deleting
 * a member, blocking a branch admin). Cancel has the focus so that a hasty Enter changes nothing.
 */
export function DestructiveConfirmDialog(props: {
  open: boolean;
  /** The question, verbatim from the spec (shown in the language); it also names the dialog. */
  message: string;
  /** What exactly goes (e.g. the member's name), shown under the question and read as its description. */
  detail?: string | undefined;
  /** Why the last Confirm did not go through (e.g. a conflict, with a way to reload). */
  notice?: ReactNode;
  busy: boolean;
  /** Why the last Confirm did not go through (e.g. someone changed it since), under the question. */
  problem?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT(componentsMessages);
  const textId = useId();
  const detailId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={textId}
      {...(props.detail ? { 'aria-describedby': detailId } : {})}
      maxWidth="xs"
    >
      <DialogContent>
        {props.notice && <Box sx={{ mb: 2 }}>{props.notice}</Box>}
        <DialogContentText id={textId}>
          <SpecText text={props.message} />
        </DialogContentText>
        {props.detail && (
          <DialogContentText id={detailId} sx={{ mt: 1, fontWeight: 600 }}>
            {props.detail}
          </DialogContentText>
        )}
        {props.problem && <Box sx={{ mt: 2 }}>{props.problem}</Box>}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          {t('cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
