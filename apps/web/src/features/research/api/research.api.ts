import {
  createCitationContract,
  createRepositoryContract,
  createSourceContract,
  deleteCitationContract,
  deleteRepositoryContract,
  deleteSourceContract,
  familyRepositoriesContract,
  familySourcesContract,
  personCitationsContract,
  personMarriagesContract,
  unionCitationsContract,
  sourceContract,
  updateCitationContract,
  updateRepositoryContract,
  updateSourceContract,
  type CitationInput,
  type RepositoryInput,
  type SourceInput,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Every research query of a family under one key: a write reads them all again. A media write
 * does too (media-records.api.ts names this key): the citations carry their media.
 */
const researchKey = (familyId: number) => ['research', familyId] as const;

/** The family's sources by title, with the number of citations the viewer may see. */
export function useSourcesQuery(familyId: number) {
  return useQuery({
    queryKey: [...researchKey(familyId), 'sources'],
    queryFn: ({ signal }) => apiRequest(familySourcesContract, { params: { familyId }, signal }),
  });
}

/** One source with its repository and the citations the viewer may see. */
export function useSourceQuery(familyId: number, sourceId: number) {
  return useQuery({
    queryKey: [...researchKey(familyId), 'source', sourceId],
    queryFn: ({ signal }) => apiRequest(sourceContract, { params: { familyId, sourceId }, signal }),
  });
}

/** Where the sources are kept, by name (for the source form's select). */
export function useRepositoriesQuery(familyId: number, enabled = true) {
  return useQuery({
    queryKey: [...researchKey(familyId), 'repositories'],
    queryFn: ({ signal }) =>
      apiRequest(familyRepositoriesContract, { params: { familyId }, signal }),
    enabled,
  });
}

/** A person's citations (for a living person, empty unless the viewer sees their facts). */
export function usePersonCitationsQuery(familyId: number, personId: number) {
  return useQuery({
    queryKey: [...researchKey(familyId), 'person', personId],
    queryFn: ({ signal }) =>
      apiRequest(personCitationsContract, { params: { familyId, personId }, signal }),
  });
}

/** A person's marriages (couples), with the other partner's name. */
export function usePersonMarriagesQuery(familyId: number, personId: number) {
  return useQuery({
    queryKey: [...researchKey(familyId), 'marriages', personId],
    queryFn: ({ signal }) =>
      apiRequest(personMarriagesContract, { params: { familyId, personId }, signal }),
  });
}

/** A couple's citations (when a partner is living, empty unless the viewer sees both). */
export function useUnionCitationsQuery(familyId: number, unionId: number) {
  return useQuery({
    queryKey: [...researchKey(familyId), 'union', unionId],
    queryFn: ({ signal }) =>
      apiRequest(unionCitationsContract, { params: { familyId, unionId }, signal }),
  });
}

/** A write, after which every research query of the family is read again. */
function useResearchWrite<T, R>(familyId: number, write: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: researchKey(familyId) }),
  });
}

/** Adds a source (no `sourceId`) or replaces every field of one. */
export function useSaveSourceMutation(familyId: number) {
  return useResearchWrite(
    familyId,
    ({ sourceId, body }: { sourceId: number | null; body: SourceInput }) =>
      sourceId === null
        ? apiRequest(createSourceContract, { params: { familyId }, body })
        : apiRequest(updateSourceContract, { params: { familyId, sourceId }, body }),
  );
}

export function useDeleteSourceMutation(familyId: number) {
  return useResearchWrite(familyId, (sourceId: number) =>
    apiRequest(deleteSourceContract, { params: { familyId, sourceId } }),
  );
}

/** Adds a repository (no `repositoryId`) or replaces every field of one. */
export function useSaveRepositoryMutation(familyId: number) {
  return useResearchWrite(
    familyId,
    ({ repositoryId, body }: { repositoryId: number | null; body: RepositoryInput }) =>
      repositoryId === null
        ? apiRequest(createRepositoryContract, { params: { familyId }, body })
        : apiRequest(updateRepositoryContract, { params: { familyId, repositoryId }, body }),
  );
}

/** Deletes a repository; its sources stay, without one. */
export function useDeleteRepositoryMutation(familyId: number) {
  return useResearchWrite(familyId, (repositoryId: number) =>
    apiRequest(deleteRepositoryContract, { params: { familyId, repositoryId } }),
  );
}

/** Cites a source (no `citationId`) or replaces every field of a citation. */
export function useSaveCitationMutation(familyId: number) {
  return useResearchWrite(
    familyId,
    ({ citationId, body }: { citationId: number | null; body: CitationInput }) =>
      citationId === null
        ? apiRequest(createCitationContract, { params: { familyId }, body })
        : apiRequest(updateCitationContract, { params: { familyId, citationId }, body }),
  );
}

export function useDeleteCitationMutation(familyId: number) {
  return useResearchWrite(familyId, (citationId: number) =>
    apiRequest(deleteCitationContract, { params: { familyId, citationId } }),
  );
}
