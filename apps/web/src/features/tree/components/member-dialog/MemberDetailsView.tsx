import type { MemberDetail, MemberType } from '@familytree/shared';
import { Alert, DialogContent } from '@mui/material';
import { useFamilyIfKnown } from '../../../family';
import { chartPath } from '../../../../lib/chart-path';
import { familySiteUrl } from '../../../../lib/hosts';
import { useFormMessage } from '../../hooks/use-tree-text';
import { useHostContext } from '../../../../lib/host-context';
import type { MemberPermissions } from '../../logic/member-permissions';
import { BranchAdminSelect } from './BranchAdminSelect';
import { MemberActions } from './MemberActions';
import { RelativesSection } from './RelativesSection';
import type { useMemberDeletion } from './use-member-deletion';

interface MemberDetailsViewProps {
  detail: MemberDetail;
  familyId: number;
  permissions: MemberPermissions;
  isFamilyAdmin: boolean;
  onOpenRelative: (personId: number, parentId: number) => void;
  onAction: (type: MemberType) => void;
  deletion: ReturnType<typeof useMemberDeletion>;
}

/** The dialog's details: relatives, the branch admin (family admin only) and the actions. */
export function MemberDetailsView(props: MemberDetailsViewProps) {
  const { detail, familyId, permissions, isFamilyAdmin, onOpenRelative, onAction, deletion } =
    props;
  const message = useFormMessage();
  const { baseDomain, subdomain } = useHostContext();
  const domainName = useFamilyIfKnown()?.domainName ?? subdomain;
  const profilePath = `/members/${detail.personId}`;
  const profileUrl = domainName ? familySiteUrl(domainName, baseDomain, profilePath) : profilePath;

  return (
    <>
      <DialogContent dividers>
        {deletion.error && (
          <Alert severity="error" onClose={deletion.clearError} sx={{ mb: 2 }}>
            {message(deletion.error)}
          </Alert>
        )}
        <RelativesSection
          detail={detail}
          permissions={permissions}
          onOpenRelative={onOpenRelative}
          onDelete={deletion.ask}
        />
        {isFamilyAdmin && <BranchAdminSelect familyId={familyId} memberId={detail.personId} />}
      </DialogContent>
      <MemberActions
        profileUrl={profileUrl}
        // A spouse linked from another family has their charts on that family's site.
        chartUrl={detail.familyId === familyId ? chartPath('hourglass', detail.personId) : null}
        permissions={permissions}
        onAction={onAction}
        onDeleteSelf={() => deletion.ask({ kind: 'self' })}
      />
    </>
  );
}
