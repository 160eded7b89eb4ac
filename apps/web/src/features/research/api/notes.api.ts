import {
  createNoteContract,
  createNoteLinkContract,
  deleteNoteContract,
  deleteNoteLinkContract,
  personNotesContract,
  unionNotesContract,
  updateNoteContract,
  type NoteInput,
  type NoteLinkInput,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ResearchSubject } from '../logic/citation-text';

/** Every notes query of a family under one key: a write reads them all again. */
const notesKey = (familyId: number) => ['notes', familyId] as const;

/** A person's notes (for a living person, empty unless the viewer sees their facts). */
export function usePersonNotesQuery(familyId: number, personId: number) {
  return useQuery({
    queryKey: [...notesKey(familyId), 'person', personId],
    queryFn: ({ signal }) =>
      apiRequest(personNotesContract, { params: { familyId, personId }, signal }),
  });
}

/**
 * A person's notes, or a couple's (when a partner is living, empty unless the viewer sees both).
 */
export function useSubjectNotesQuery(familyId: number, subject: ResearchSubject) {
  return useQuery({
    queryKey:
      'unionId' in subject
        ? [...notesKey(familyId), 'union', subject.unionId]
        : [...notesKey(familyId), 'person', subject.personId],
    queryFn: ({ signal }) =>
      'unionId' in subject
        ? apiRequest(unionNotesContract, {
            params: { familyId, unionId: subject.unionId },
            signal,
          })
        : apiRequest(personNotesContract, {
            params: { familyId, personId: subject.personId },
            signal,
          }),
  });
}

function useNotesWrite<T, R>(familyId: number, write: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(familyId) }),
  });
}

/** Writes a new note (no `noteId`) or a note's new text. */
export function useSaveNoteMutation(familyId: number) {
  return useNotesWrite(familyId, ({ noteId, body }: { noteId: number | null; body: NoteInput }) =>
    noteId === null
      ? apiRequest(createNoteContract, { params: { familyId }, body })
      : apiRequest(updateNoteContract, {
          params: { familyId, noteId },
          body: { text: body.text },
        }),
  );
}

export function useDeleteNoteMutation(familyId: number) {
  return useNotesWrite(familyId, (noteId: number) =>
    apiRequest(deleteNoteContract, { params: { familyId, noteId } }),
  );
}

/** Shares a note with one more person (or one of their facts). */
export function useLinkNoteMutation(familyId: number) {
  return useNotesWrite(familyId, ({ noteId, body }: { noteId: number; body: NoteLinkInput }) =>
    apiRequest(createNoteLinkContract, { params: { familyId, noteId }, body }),
  );
}

export function useUnlinkNoteMutation(familyId: number) {
  return useNotesWrite(familyId, ({ noteId, linkId }: { noteId: number; linkId: number }) =>
    apiRequest(deleteNoteLinkContract, { params: { familyId, noteId, linkId } }),
  );
}
