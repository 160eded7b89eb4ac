import type { PersonDetail } from '@familytree/shared';
import { useSession } from '../../../../lib/session-store';
import { useFamily } from '../../../family';
import { PersonMedia } from '../../../media-records';
import { fullName } from '../../../tree';
import { useCanEditMember } from '../shell/use-can-edit-member';

/**
 * Media: the person's photos and documents. Adding and editing is for who may edit the person's
 * media on the server: a family admin, or the branch admin of the person; a member never.
 */
export function MediaTab({ person, memberId }: { person: PersonDetail; memberId: number }) {
  const { familyId } = useFamily();
  const { query } = useCanEditMember(memberId);
  const role = useSession()?.userRole;
  const canEdit = query.data === true && (role === 'FAMILY_ADMIN' || role === 'BRANCH_ADMIN');
  return (
    <PersonMedia
      familyId={familyId}
      personId={memberId}
      personName={fullName(person)}
      canEdit={canEdit}
    />
  );
}
