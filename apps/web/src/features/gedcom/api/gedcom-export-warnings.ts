import { gedcomExportWarningsContract } from '@familytree/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GedcomExportChoice } from './download-gedcom';

export const gedcomExportWarningsKey = (familyId: number) =>
  ['gedcom-export-warnings', familyId] as const;

/**
 * What the chosen export would leave out (decision 0045). The server writes the whole export to
 * answer: a choice is asked again only when its answer is older than the app's 30 s, or after an
 * import on the page (GedcomPage).
 */
export function useGedcomExportWarningsQuery(familyId: number, choice: GedcomExportChoice) {
  // A GEDZIP leaves out what its GEDCOM 7.0 file does.
  const version = choice === '5.5.1' ? '5.5.1' : '7';
  return useQuery({
    queryKey: [...gedcomExportWarningsKey(familyId), version] as const,
    queryFn: ({ signal }) =>
      apiRequest(gedcomExportWarningsContract, {
        params: { familyId },
        query: { version },
        signal,
      }),
  });
}
