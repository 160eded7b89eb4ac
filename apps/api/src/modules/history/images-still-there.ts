import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import { imageNamesOfFamily } from '../access/family-images.js';
import { historyTexts } from './history-texts.js';
import type { UserText } from '../../infra/user-text.js';

/**
 * A revert brings values back as they were: one whose image is no longer an upload of the family
 * (deleted since) would leave a page or profile pointing nowhere, so it is refused (409, naming the
 * first missing one) rather than restored without it. One statement for all the images.
 */
export async function assertImagesExist(
  trx: Db,
  familyId: number,
  images: Array<[what: UserText, name: unknown]>,
): Promise<void> {
  const named = images.filter((i): i is [UserText, string] => typeof i[1] === 'string' && !!i[1]);
  const kept = await imageNamesOfFamily(
    trx,
    familyId,
    named.map(([, name]) => name),
  );
  const gone = named.find(([, name]) => !kept.has(name));
  if (gone) throw conflict(historyTexts.imageGone(gone[0]));
}
