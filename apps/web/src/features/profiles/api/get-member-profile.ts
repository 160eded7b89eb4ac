import { memberProfileContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { profilesQueryRoot } from './profile-query-keys';

/** What the server sends depends on who asks (contact details, private sections): key by viewer. */
export const memberProfileQueryKey = (id: number, viewerId: number | null) =>
  [...profilesQueryRoot, 'profile', id, viewerId] as const;

export const fetchMemberProfile = (id: number, signal?: AbortSignal) =>
  apiRequest(memberProfileContract, { params: { id }, signal });

/** The member profile of spec part 3 (GET /api/member/{id}/profile). */
export function useMemberProfileQuery(id: number) {
  const viewerId = useSession()?.userId ?? null;
  return useQuery({
    queryKey: memberProfileQueryKey(id, viewerId),
    queryFn: ({ signal }) => fetchMemberProfile(id, signal),
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}
