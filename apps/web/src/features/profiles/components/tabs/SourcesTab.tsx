import type { PersonDetail } from '@familytree/shared';
import { Stack } from '@mui/material';
import { useSession } from '../../../../lib/session-store';
import { useFamily } from '../../../family';
import { PersonPlaces } from '../../../places';
import { MarriageResearch, PersonNotes, PersonSources } from '../../../research';
import { fullName } from '../../../tree';
import { useCanEditMember } from '../shell/use-can-edit-member';

/**
 * Sources: the person's citations, their notes, each marriage's citations and notes, and the places of their facts with their map.
 * Citing and writing notes is for who may edit the person's citations on the server: a family
 * admin, or the branch admin of the person (canedit); a member never, even on their own profile.
 */
export function SourcesTab({ person, memberId }: { person: PersonDetail; memberId: number }) {
  const { familyId } = useFamily();
  const { query } = useCanEditMember(memberId);
  const role = useSession()?.userRole;
  const canCite = query.data === true && (role === 'FAMILY_ADMIN' || role === 'BRANCH_ADMIN');
  return (
    <Stack spacing={4}>
      <PersonSources
        familyId={familyId}
        personId={memberId}
        personName={fullName(person)}
        canCite={canCite}
      />
      <PersonNotes
        familyId={familyId}
        personId={memberId}
        personName={fullName(person)}
        canEdit={canCite}
      />
      <MarriageResearch familyId={familyId} personId={memberId} canEdit={canCite} />
      <PersonPlaces familyId={familyId} personId={memberId} personName={fullName(person)} />
    </Stack>
  );
}
