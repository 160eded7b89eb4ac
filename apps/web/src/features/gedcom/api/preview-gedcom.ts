import { importGedcomContract, type GedcomPreview } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Reads a GEDCOM file on the server without writing anything (the import's dry run). */
export function previewGedcom(familyId: number, file: File): Promise<GedcomPreview> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest(importGedcomContract, {
    params: { familyId },
    query: { dryRun: 'true' },
    body: form,
  }) as Promise<GedcomPreview>;
}

export function usePreviewGedcomMutation(familyId: number) {
  return useMutation({ mutationFn: (file: File) => previewGedcom(familyId, file) });
}
