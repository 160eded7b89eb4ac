import type { Locale } from '@familytree/shared';
import { sanitizeRichText } from '../../infra/rich-text.js';
import { serverText } from '../../infra/user-text.js';
import type { Row } from '../data/whole-rows.repository.js';

/**
 * The values of either person the merge did not keep, as a note on the kept person (decision
 * 0053): the model has one name, birth and death per person, so an alternative lives here, in
 * the language of whoever merged, and the revert takes the note away again.
 */
const text = (row: Row, columns: readonly string[], join = ' ') =>
  columns
    .map((c) => row[c])
    .filter((v) => typeof v === 'string' && v.trim() !== '')
    .join(join);

const lines = [
  { key: 'merge.noteName', columns: ['first_name', 'middle_name', 'last_name'], join: ' ' },
  { key: 'merge.noteNickName', columns: ['nick_name'], join: ' ' },
  { key: 'merge.noteFamilyName', columns: ['family_name'], join: ' ' },
  {
    key: 'merge.noteBirth',
    columns: ['date_of_birth', 'place_of_birth', 'country_of_birth'],
    join: ', ',
  },
  { key: 'merge.noteDeath', columns: ['date_of_death'], join: ', ' },
  { key: 'merge.noteContact', columns: ['email', 'phone_country_code', 'phone_number'], join: ' ' },
] as const;

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The note's HTML, or null when every value of either person stays (or they were the same). */
export async function lostValuesNote(
  keep: Row,
  other: Row,
  merged: Row,
  locale: Locale,
): Promise<string | null> {
  const kept: string[] = [];
  for (const line of lines)
    for (const row of [keep, other]) {
      const value = text(row, line.columns, line.join);
      if (value === '' || value === text(merged, line.columns, line.join)) continue;
      kept.push(await serverText(line.key, { value }).render(locale));
    }
  if (kept.length === 0) return null;
  const heading = await serverText('merge.noteHeading', {
    kept: text(keep, ['first_name', 'last_name']),
    other: text(other, ['first_name', 'last_name']),
  }).render(locale);
  return sanitizeRichText([heading, ...kept].map((l) => `<p>${escape(l)}</p>`).join(''));
}
