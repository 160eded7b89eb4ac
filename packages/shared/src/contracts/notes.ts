import { z } from 'zod';
import {
  noteInputSchema,
  noteLinkInputSchema,
  noteLinkSchema,
  noteSchema,
  noteTextInputSchema,
} from '../notes.js';
import { defineContract } from './contract.js';
import { familyParams, idParam } from './common.js';
import { strictBody } from './strict.js';

/** Notes (issue 30, decision 0034): inline and shared notes about persons and their facts. */
const tags = ['Research'];
const familyScope = { scope: 'family', ids: { familyId: 'family' } } as const;
const noteParams = z.object({ familyId: idParam, noteId: idParam });
const linkParams = z.object({ familyId: idParam, noteId: idParam, linkId: idParam });
const livingRule =
  "A note's links to a living person are shown only to whom sees that person's facts.";
const noteEditors =
  "Family admins, and branch admins for the persons of their branch (a couple's notes: of the branch of at least one partner); a note shared with persons outside the branch, family admins only (others are refused before the body is read).";
const noteSubject =
  'The body names exactly one of personId (fact: name, sex, birth, death or null) and unionId, a couple (fact: marriage or null), else 400 naming the field; eventId optionally names an imported event (GEDCOM) of that person or couple.';
const textExample = { text: '<p>Emigrated to Ceylon in 1902 with her brother.</p>' };

export const personNotesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/persons/:personId/notes',
  scope: { scope: 'family', ids: { familyId: 'family', personId: 'person' } },
  summary: "A person's notes",
  description:
    "The notes about the person and their facts, in the order entered: for a living person only to whom sees that person's facts (otherwise an empty list).",
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, personId: idParam }),
  responses: { 200: z.array(noteSchema) },
});

export const unionNotesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/unions/:unionId/notes',
  scope: familyScope,
  summary: "A couple's notes",
  description:
    "The notes about the couple and its marriage, in the order entered: when a partner is living, only to whom sees both partners' facts (otherwise an empty list).",
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, unionId: idParam }),
  responses: { 200: z.array(noteSchema) },
});

export const familySharedNotesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/notes',
  scope: familyScope,
  summary: 'Shared notes of the family',
  description: `The notes linked to more than one record, of those the viewer may see. ${livingRule}`,
  tags,
  auth: 'optional',
  params: familyParams,
  responses: { 200: z.array(noteSchema) },
});

export const noteContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/notes/:noteId',
  scope: familyScope,
  summary: 'A note and what links to it',
  description: `${livingRule} A note the viewer may see no link of is not found.`,
  tags,
  auth: 'optional',
  params: noteParams,
  responses: { 200: noteSchema },
});

export const createNoteContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/notes',
  scope: familyScope,
  summary: 'Add a note',
  description: `Writes a note about a person or a couple, or one of their facts. ${noteSubject} ${noteEditors}`,
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(noteInputSchema),
  bodyExample: { ...textExample, personId: 1, fact: null },
  responses: { 201: noteSchema },
});

export const updateNoteContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/notes/:noteId',
  scope: familyScope,
  summary: "Edit a note's text",
  description: noteEditors,
  tags,
  auth: 'required',
  params: noteParams,
  body: strictBody(noteTextInputSchema),
  bodyExample: textExample,
  responses: { 200: noteSchema },
});

export const deleteNoteContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/notes/:noteId',
  scope: familyScope,
  summary: 'Delete a note',
  description: `Deletes the note with its links (a revert brings both back). ${noteEditors}`,
  tags,
  auth: 'required',
  params: noteParams,
  responses: { 204: null },
});

const linkEditors =
  'Family admins, and branch admins for a person of their branch (others are refused before the body is read).';

export const createNoteLinkContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/notes/:noteId/links',
  scope: familyScope,
  summary: 'Share a note with another person',
  description: `Links an existing note to one more person or couple, or one of their facts. ${noteSubject} ${linkEditors}`,
  tags,
  auth: 'required',
  params: noteParams,
  body: strictBody(noteLinkInputSchema),
  bodyExample: { personId: 2, fact: 'birth' },
  responses: { 201: noteLinkSchema },
});

export const deleteNoteLinkContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/notes/:noteId/links/:linkId',
  scope: familyScope,
  summary: 'Unlink a note from a person',
  description: `The note stays with its other links; its only link is not removed (delete the note). ${linkEditors}`,
  tags,
  auth: 'required',
  params: linkParams,
  responses: { 204: null },
});
