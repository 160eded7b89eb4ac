import { messages } from '@familytree/shared';
import { useEffect, useRef } from 'react';

/** Spec part 8: a member that can't be loaded gives the browser alert, then the dialog closes. */
export function useLoadFailureAlert(failed: boolean, onClose: () => void) {
  const alerted = useRef(false);
  useEffect(() => {
    if (!failed || alerted.current) return;
    alerted.current = true;
    window.alert(messages.member.loadDetailsFailed);
    onClose();
  }, [failed, onClose]);
}
