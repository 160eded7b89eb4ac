import { personHistoryContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profilesQueryRoot } from './profile-query-keys';

const historyKey = (id: number, page: number) =>
  [...profilesQueryRoot, 'history', id, page] as const;

/** A member's change history, newest first (GET /api/member/{id}/history). */
export function usePersonHistoryQuery(id: number, page: number) {
  return useQuery({
    queryKey: historyKey(id, page),
    queryFn: ({ signal }) =>
      apiRequest(personHistoryContract, { params: { id }, query: { page, pageSize: 20 }, signal }),
  });
}
