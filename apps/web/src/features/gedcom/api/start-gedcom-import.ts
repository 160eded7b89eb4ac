import { importGedcomContract } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Starts the import of the whole file; the server answers the job to follow. */
export function startGedcomImport(
  familyId: number,
  file: File,
  founder: string | null,
): Promise<{ jobId: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(importGedcomContract, {
    params: { familyId },
    query: founder ? { founder } : {},
    body: form,
  }) as Promise<{ jobId: string }>;
}

export function useStartGedcomImportMutation(familyId: number) {
  return useMutation({
    mutationFn: ({ file, founder }: { file: File; founder: string | null }) =>
      startGedcomImport(familyId, file, founder),
  });
}
