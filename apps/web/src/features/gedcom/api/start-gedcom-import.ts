import { importGedcomContract } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Starts the import of the whole file; the server answers the job to follow. */
export function startGedcomImport(
  familyId: number,
  file: File,
  founder: string | null,
  /** Into a family that has persons (decision 0055): each match's xref, its person or null. */
  decisions?: Record<string, number | null>,
): Promise<{ jobId: string }> {
  const form = new FormData();
  if (decisions) form.append('decisions', JSON.stringify(decisions));
  form.append('file', file);
  return apiRequest(importGedcomContract, {
    params: { familyId },
    query: founder ? { founder } : {},
    body: form,
  }) as Promise<{ jobId: string }>;
}

export function useStartGedcomImportMutation(familyId: number) {
  return useMutation({
    mutationFn: ({
      file,
      founder,
      decisions,
    }: {
      file: File;
      founder: string | null;
      decisions?: Record<string, number | null>;
    }) => startGedcomImport(familyId, file, founder, decisions),
  });
}
