import {
  familyHistoryAuthorsContract,
  familyHistoryContract,
  type ChangeKind,
} from '@familytree/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const historyQueryRoot = ['history'] as const;

export interface ChangeFilters {
  personId?: number | undefined;
  userId?: number | undefined;
  kind?: ChangeKind | undefined;
  /** YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export const changesPageSize = 20;

/** One page of the family's recent changes (GET /api/family/{id}/history), family admins only. */
export function useFamilyHistoryQuery(familyId: number, filters: ChangeFilters, page: number) {
  return useQuery({
    queryKey: [...historyQueryRoot, 'family', familyId, filters, page],
    queryFn: ({ signal }) =>
      apiRequest(familyHistoryContract, {
        params: { familyId },
        query: { ...filters, page, pageSize: changesPageSize },
        signal,
      }),
    // The list stays while the next page or filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The users named in the family's history: the choices of the user filter. */
export function useHistoryAuthorsQuery(familyId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...historyQueryRoot, 'authors', familyId],
    queryFn: ({ signal }) =>
      apiRequest(familyHistoryAuthorsContract, { params: { familyId }, signal }),
  });
}
