import { memberProfileContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The details of the person chosen to merge, to compare them side by side (null: none chosen). */
export function useOtherPersonQuery(personId: number | null) {
  return useQuery({
    queryKey: ['merge', 'other', personId],
    queryFn: ({ signal }) =>
      apiRequest(memberProfileContract, { params: { id: personId! }, signal }),
    enabled: personId !== null,
    select: (profile) => profile.personDetail,
  });
}
