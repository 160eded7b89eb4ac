import { Button } from '@mui/material';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';

interface SaveCancelActionsProps {
  onCancel: () => void;
  /** While saving: both buttons wait. */
  busy: boolean;
  /** The submit button's text: Save unless the dialog adds or uploads. */
  submitLabel?: string;
  /** The form cannot be sent yet (e.g. nothing to choose from). */
  submitDisabled?: boolean;
}

/** A form dialog's buttons: Cancel, and the form's submit button. */
export function SaveCancelActions(props: SaveCancelActionsProps) {
  const t = useT(componentsMessages);
  return (
    <>
      <Button onClick={props.onCancel} disabled={props.busy}>
        {t('cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={props.busy || Boolean(props.submitDisabled)}
      >
        {props.submitLabel ?? t('save')}
      </Button>
    </>
  );
}
