import { exportGedcomContract } from '@familytree/shared';
import { apiDownload } from '../../../lib/api-client';

/** Downloads the family's GEDCOM file and hands it to the browser as `{domain}.ged`. */
export async function downloadGedcom(
  familyId: number,
  domainName: string,
  version: '5.5.1' | '7',
): Promise<void> {
  const blob = await apiDownload(exportGedcomContract, {
    params: { familyId },
    query: version === '7' ? { version: '7' } : {},
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${domainName}.ged`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
