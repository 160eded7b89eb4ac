import { useFamily } from '../../../family';
import { useSession } from '../../../../lib/session-store';
import { useCanEditQuery } from '../../../tree';

/** Whether the logged-in user may edit this member (canedit); a visitor never asks. */
export function useCanEditMember(memberId: number) {
  const family = useFamily();
  const session = useSession();
  const query = useCanEditQuery(family.familyId, session?.userId ?? null, memberId);
  return { canEdit: session !== null && query.data === true, query, loggedIn: session !== null };
}
