import type { FamilyEvent } from '@familytree/shared';
import { Box } from '@mui/material';
import { useState } from 'react';
import { DestructiveConfirmDialog } from '../../components/DestructiveConfirmDialog';
import { ApiError } from '../../lib/api-client';
import { StaleVersionAlert } from '../../components/StaleVersionAlert';
import { useEventsT } from './use-events-text';

interface DeleteEventDialogProps {
  /** The event asked about; null while closed (the dialog stays mounted to close with its transition). */
  event: FamilyEvent | null;
  dayText: (date: string) => string;
  busy: boolean;
  onClose: () => void;
  /** Deletes the event as the dialog shows it: with its version, so a changed event is 409. */
  onDelete: (event: FamilyEvent) => Promise<void>;
  onReload: (eventId: number) => Promise<FamilyEvent | undefined>;
  /** A refusal other than 409, shown on the page once the dialog is closed. */
  onFailed: (message: string) => void;
}

/**
 * "Delete this family event?", naming it. If someone changed the event after the list was loaded,
 * the delete is refused (409): the dialog says who and when, and Reload shows the event as it now
 * is, to confirm again or cancel.
 */
export function DeleteEventDialog(props: DeleteEventDialogProps) {
  const { event, busy, onClose } = props;
  const t = useEventsT();
  const [reloaded, setReloaded] = useState<FamilyEvent | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const shown = reloaded?.eventId === event?.eventId ? reloaded : event;
  const close = () => {
    setStale(null);
    setReloaded(null);
    onClose();
  };
  const confirm = async () => {
    if (!shown) return;
    setStale(null);
    try {
      await props.onDelete(shown);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return setStale(error.message);
      close();
      props.onFailed((error as Error).message);
    }
  };
  const reload = async () => {
    if (!shown) return;
    try {
      const fresh = await props.onReload(shown.eventId);
      if (!fresh) return close();
      setReloaded(fresh);
      setStale(null);
    } catch (error) {
      setStale((error as Error).message);
    }
  };
  return (
    <DestructiveConfirmDialog
      open={event !== null}
      message={t('deleteConfirm')}
      detail={
        shown
          ? t('willBeDeleted', { title: shown.title, date: props.dayText(shown.date) })
          : undefined
      }
      notice={
        stale && (
          <Box sx={{ mb: 2 }}>
            <StaleVersionAlert message={stale} onReload={reload} />
          </Box>
        )
      }
      busy={busy || stale !== null}
      onCancel={close}
      onConfirm={() => void confirm()}
    />
  );
}
