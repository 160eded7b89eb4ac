import { z } from 'zod';
import { richTextString } from './input.js';
import { checkResearchSubject, recordFacts, researchSubjectFields } from './research.js';

/**
 * Notes (issue 30, decision 0034): a text about a person (or one of their facts) or a couple. An
 * inline note has one link; a shared note several, one text many records point at.
 */

export const noteLimits = { textMax: 20_000 } as const;

export const noteMessages = {
  textRequired: 'Write the note',
  textTooLong: 'The note is too long',
  unionNotFound: 'No such couple in this family.',
  onlyEditorsNotes: 'Only a family admin, or the branch admin of the person, can edit their notes.',
  onlyFamilyAdminSharedNote:
    'Only a family admin can edit a note shared with persons outside your branch.',
  noteNotFound: 'No such note in this family.',
  linkNotFound: 'No such link of this note.',
  personNotFound: 'No such member.',
  alreadyLinked: 'The note is already linked to this person and fact',
  lastLink: 'This is the only link of the note: delete the note instead.',
  factKind: 'Choose name, sex, birth, death or none',
} as const;

const noteText = richTextString(noteLimits.textMax, noteMessages.textTooLong).refine(
  (html) => html.trim().length > 0,
  noteMessages.textRequired,
);
const textField = z.string({ error: noteMessages.textRequired }).pipe(noteText);

/** A new note, about a person or a couple (or one of their facts, or an imported event). */
export const noteInputSchema = z
  .object({ text: textField, ...researchSubjectFields })
  .superRefine(checkResearchSubject);
export type NoteInput = z.input<typeof noteInputSchema>;

/** A note's new text. */
export const noteTextInputSchema = z.object({ text: textField });
export type NoteTextInput = z.input<typeof noteTextInputSchema>;

/** One more person (or fact of theirs) an existing note is about: the note becomes shared. */
export const noteLinkInputSchema = z
  .object(researchSubjectFields)
  .superRefine(checkResearchSubject);
export type NoteLinkInput = z.input<typeof noteLinkInputSchema>;

export const noteLinkSchema = z.object({
  linkId: z.number().int(),
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
  unionId: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  fact: z.enum(recordFacts).nullable(),
});
export type NoteLink = z.infer<typeof noteLinkSchema>;

export const noteSchema = z.object({
  noteId: z.number().int(),
  /** Sanitized rich text. */
  text: z.string(),
  /** What it is about, of what the viewer may see (a living person's only to whom sees them). */
  links: z.array(noteLinkSchema),
});
export type Note = z.infer<typeof noteSchema>;
