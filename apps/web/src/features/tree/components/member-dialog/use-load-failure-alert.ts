import { useEffect, useRef } from 'react';
import { useSpecText } from '../../../../lib/i18n';

/** Spec part 8: a member that can't be loaded gives the browser alert, then the dialog closes. */
export function useLoadFailureAlert(failed: boolean, onClose: () => void) {
  const spec = useSpecText().t;
  const alerted = useRef(false);
  useEffect(() => {
    if (!failed || alerted.current) return;
    alerted.current = true;
    window.alert(spec('member.loadDetailsFailed'));
    onClose();
  }, [failed, onClose, spec]);
}
