import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { invalidateAfterPersonEdits } from '../../api/tree-query-keys';
import type { MemberTarget } from './MemberDialog';
import type { Notice } from '../../../../components/NoticeSnackbar';
import { useOpenedOnce } from '../../../../lib/use-opened-once';

// The dialog, its forms and their validation load when a member is first opened (issue 18).
const MemberDialog = lazy(() =>
  import('./MemberDialog').then((m) => ({ default: m.MemberDialog })),
);
// Its messages follow an action in the dialog, so they load with it.
const NoticeSnackbar = lazy(() =>
  import('../../../../components/NoticeSnackbar').then((m) => ({ default: m.NoticeSnackbar })),
);

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
  const dialogMounted = useOpenedOnce(target !== null);

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
      {dialogMounted && (
        <Suspense fallback={null}>
          <MemberDialog
            familyId={familyId}
            target={target}
            onClose={onClose}
            onNotify={notify}
            onChanged={markChanged}
            notice={target ? snackbar : null}
          />
        </Suspense>
      )}
      {dialogMounted && !target && <Suspense fallback={null}>{snackbar}</Suspense>}
    </>
  );
}
