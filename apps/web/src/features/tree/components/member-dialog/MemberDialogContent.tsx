import type { LinkRequestSent, MemberType } from '@familytree/shared';
import CloseIcon from '@mui/icons-material/Close';
import { Box, CircularProgress, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useCallback, useState } from 'react';
import { DestructiveConfirmDialog } from '../../../../components/DestructiveConfirmDialog';
import { useSpecText } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session-store';
import { useCanEditQuery } from '../../api/get-can-edit';
import { useMemberDetailQuery } from '../../api/get-member-detail';
import { useTreeT } from '../../hooks/use-tree-text';
import { memberPermissions, parentIdOf } from '../../logic/member-permissions';
import { fullName } from '../../logic/person-name';
import type { MemberDialogProps, MemberTarget } from './MemberDialog';
import { LinkRequestSentView } from './LinkRequestSentView';
import { MemberDetailsView } from './MemberDetailsView';
import { MemberForm } from './MemberForm';
import { useLoadFailureAlert } from './use-load-failure-alert';
import { useMemberDeletion } from './use-member-deletion';

type ContentProps = Omit<MemberDialogProps, 'target' | 'notice'> & {
  initial: MemberTarget;
  titleId: string;
  /** False while the dialog fades out: nothing more is loaded (the member may be gone). */
  active: boolean;
};

/** Loads a member, then shows the details or one of the forms; relatives can be opened in place. */
export function MemberDialogContent(props: ContentProps) {
  const { initial, titleId, active, familyId, onClose, onNotify, onChanged } = props;
  const t = useTreeT();
  const spec = useSpecText().t;
  const session = useSession();
  const [current, setCurrent] = useState(initial);
  const [mode, setMode] = useState<MemberType | null>(null);
  const [requestSent, setRequestSent] = useState<LinkRequestSent | null>(null);
  const detail = useMemberDetailQuery(current.parentId, current.personId, active);
  const canEdit = useCanEditQuery(familyId, session?.userId ?? null, current.personId, active);
  useLoadFailureAlert(active && detail.isError, onClose);
  const deletion = useMemberDeletion({
    detail: detail.data,
    fallbackParentId: current.parentId,
    onNotify,
    onChanged,
    onSelfDeleted: onClose,
  });
  const { clearError } = deletion;
  const openRelative = useCallback(
    (personId: number, parentId: number) => {
      setMode(null);
      setRequestSent(null);
      clearError();
      setCurrent({ personId, parentId });
    },
    [clearError],
  );
  const onSaved = () => {
    onChanged();
    onNotify(spec('member.saved'));
    setMode(null);
  };

  const member = detail.data?.personId === current.personId ? detail.data : undefined;
  const permissions = member
    ? memberPermissions(member, session !== null, canEdit.data === true)
    : null;

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {member ? fullName(member) : t('memberDetails')}
      </DialogTitle>
      <IconButton
        aria-label={t('close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {!member || !permissions ? (
        <DialogContent dividers>
          <Box
            role="status"
            aria-label={t('loadingMemberDetails')}
            sx={{ display: 'grid', placeItems: 'center', py: 6 }}
          >
            <CircularProgress aria-hidden />
          </Box>
        </DialogContent>
      ) : requestSent ? (
        <LinkRequestSentView
          sent={requestSent}
          onBack={() => setRequestSent(null)}
          onClose={onClose}
        />
      ) : mode ? (
        <MemberForm
          key={mode}
          memberType={mode}
          detail={member}
          parentId={parentIdOf(member, current.parentId)}
          onCancel={() => setMode(null)}
          onSaved={onSaved}
          onRequestSent={(sent) => {
            setMode(null);
            setRequestSent(sent);
          }}
        />
      ) : (
        <MemberDetailsView
          detail={member}
          familyId={familyId}
          permissions={permissions}
          isFamilyAdmin={session?.userRole === 'FAMILY_ADMIN'}
          onOpenRelative={openRelative}
          onAction={setMode}
          deletion={deletion}
        />
      )}
      <DestructiveConfirmDialog
        open={deletion.pending !== null}
        message={spec('member.deleteConfirm')}
        detail={
          deletion.pendingName ? t('willBeDeleted', { name: deletion.pendingName }) : undefined
        }
        busy={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      />
    </>
  );
}
