import { memberGedcomRecordsContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A member's imported GEDCOM events, dates as a reader expects them. */
export function useMemberGedcomRecordsQuery(memberId: number) {
  return useQuery({
    queryKey: ['gedcom-records', memberId] as const,
    queryFn: ({ signal }) =>
      apiRequest(memberGedcomRecordsContract, { params: { id: memberId }, signal }),
  });
}
