import { gedcomImportJobContract, type GedcomJob } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const gedcomJobQueryKey = (familyId: number, jobId: string) =>
  ['gedcom-import', familyId, jobId] as const;

/** Polls a running import twice a second until it is done or failed. */
export function useGedcomImportJobQuery(familyId: number, jobId: string | null) {
  return useQuery({
    queryKey: gedcomJobQueryKey(familyId, jobId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(gedcomImportJobContract, { params: { familyId, jobId: jobId! }, signal }),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = (query.state.data as GedcomJob | undefined)?.status;
      return status === 'done' || status === 'failed' ? false : 500;
    },
  });
}
