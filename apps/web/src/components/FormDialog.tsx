import { limits } from '@familytree/shared';
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  /** Open unless told otherwise: most callers mount the dialog only while it is shown. */
  open?: boolean;
  /** Undefined while saving, so that Escape or a click outside cannot drop the form. */
  onClose: (() => void) | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The buttons under the fields: Cancel and the submit button. */
  actions: ReactNode;
  children: ReactNode;
  /** Inside the dialog but not the form, e.g. a question asked before saving. */
  outsideForm?: ReactNode;
}

/** A dialog named by its title around one form, as wide as the spec allows dialogs to be. */
export function FormDialog(props: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open ?? true}
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: limits.dialogMaxWidth } } }}
    >
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>{props.actions}</DialogActions>
      </form>
      {props.outsideForm}
    </Dialog>
  );
}
