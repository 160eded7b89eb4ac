import { useFamily } from '../../../family';
import { memberPersonIdOf, useSession } from '../../../../lib/session-store';
import { useCanEditQuery } from '../../../tree';

/**
 * Whether the logged-in user may edit this member's profile: canedit for the admins (it also
 * drives the tree's edit buttons), or their own person for a MEMBER (issue 17). A visitor never asks.
 */
export function useCanEditMember(memberId: number) {
  const family = useFamily();
  const session = useSession();
  const query = useCanEditQuery(family.familyId, session?.userId ?? null, memberId);
  const ownProfile = memberPersonIdOf(session) === memberId;
  return {
    canEdit: session !== null && (query.data === true || ownProfile),
    query,
    loggedIn: session !== null,
  };
}
