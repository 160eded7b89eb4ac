import type { Note, NoteLink, RecordFact } from '@familytree/shared';
import type { PrivacyPolicy } from '../access/privacy.js';
import type { NoteLinkRow } from '../data/research-notes.repository.js';
import { mayReadCitation, subjectName } from './citation-view.js';

/**
 * A note as the viewer may see it: its links under the living-person rule, as citations (decision
 * 0034); a note none of whose links they may see is not theirs to read (a family admin, who sees
 * every link, reads a note left without links too).
 */
export function noteFor(
  policy: PrivacyPolicy,
  note: { id: number; text: string },
  links: NoteLinkRow[],
): Note | null {
  const visible = links.filter((l) => mayReadCitation(policy, l));
  if (visible.length === 0 && !policy.seesLiving) return null;
  return { noteId: note.id, text: note.text, links: visible.map(noteLinkOf) };
}

export const noteLinkOf = (row: NoteLinkRow): NoteLink => ({
  linkId: row.id,
  personId: row.person_id,
  personName: subjectName(row),
  unionId: row.union_id,
  eventId: row.event_id,
  fact: row.fact as RecordFact | null,
});
