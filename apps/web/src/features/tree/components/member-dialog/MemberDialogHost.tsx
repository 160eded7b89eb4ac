import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateAfterPersonEdits } from '../../api/tree-query-keys';
import { MemberDialog, type MemberTarget } from './MemberDialog';
import { NoticeSnackbar, type Notice } from '../../../../components/NoticeSnackbar';

/** Which member's dialog is open, for a page that lists members. */
export function useMemberDialogTarget() {
  const [target, setTarget] = useState<MemberTarget | null>(null);
  const open = useCallback((personId: number, parentId: number) => {
    setTarget({ personId, parentId });
  }, []);
  const close = useCallback(() => setTarget(null), []);
  return { target, open, close };
}

/**
 * The member dialog plus its success messages, which outlive the dialog (a deleted member's
 * dialog closes at once). After a save or a delete the tree reloads when the dialog closes.
 */
export function MemberDialogHost(props: {
  familyId: number;
  target: MemberTarget | null;
  onClose: () => void;
}) {
  const { familyId, target, onClose } = props;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const changed = useRef(false);

  // Once the dialog has closed (and stopped loading its member, who may be gone), the tree
  // and everything else shown about the family reload if anything changed.
  useEffect(() => {
    if (target !== null || !changed.current) return;
    changed.current = false;
    void invalidateAfterPersonEdits(queryClient);
  }, [target, queryClient]);
  const notify = useCallback((text: string) => setNotice({ text, severity: 'success' }), []);
  const markChanged = useCallback(() => {
    changed.current = true;
  }, []);
  const hide = useCallback(() => setNotice(null), []);
  // While the dialog is open the message lives inside it: a modal hides the rest of the page
  // from screen readers, and keeps the keyboard within itself.
  const snackbar = <NoticeSnackbar notice={notice} onClose={hide} placement="top" />;

  return (
    <>
      <MemberDialog
        familyId={familyId}
        target={target}
        onClose={onClose}
        onNotify={notify}
        onChanged={markChanged}
        notice={target ? snackbar : null}
      />
      {!target && snackbar}
    </>
  );
}
