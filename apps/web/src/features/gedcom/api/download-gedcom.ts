import { exportGedcomContract } from '@familytree/shared';
import { apiDownload } from '../../../lib/api-client';

/** What the export offers: 5.5.1, 7.0, or 7.0 with its media files (a GEDZIP). */
export type GedcomExportChoice = '5.5.1' | '7' | 'zip';

/**
 * Downloads the family's GEDCOM file and hands it to the browser as `{domain}.ged` (a GEDZIP as
 * `{domain}.gdz`).
 */
export async function downloadGedcom(
  familyId: number,
  domainName: string,
  choice: GedcomExportChoice,
): Promise<void> {
  const query =
    choice === 'zip'
      ? ({ version: '7', format: 'zip' } as const)
      : choice === '7'
        ? ({ version: '7' } as const)
        : {};
  const blob = await apiDownload(exportGedcomContract, { params: { familyId }, query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${domainName}.${choice === 'zip' ? 'gdz' : 'ged'}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
