import {
  createFamilyEventContract,
  deleteFamilyEventContract,
  eventsCalendarContract,
  eventsPageContract,
  pathOf,
  updateFamilyEventContract,
  type FamilyEvent,
  type FamilyEventInput,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const eventsRoot = ['events'] as const;
const eventsKey = (familyId: number) => [...eventsRoot, familyId] as const;
const eventsPage = (familyId: number, signal?: AbortSignal) =>
  apiRequest(eventsPageContract, { params: { familyId }, ...(signal ? { signal } : {}) });

/** Anniversaries of the next 60 days and the family's events, as the viewer may see them. */
export function useEventsQuery(familyId: number) {
  return useQuery({
    queryKey: eventsKey(familyId),
    queryFn: ({ signal }) => eventsPage(familyId, signal),
  });
}

/**
 * Reads one event again from the server, after a save was refused because someone changed it
 * (409): undefined when it is no longer listed (deleted, or moved to a past day).
 */
export function useReloadEvent(familyId: number) {
  const queryClient = useQueryClient();
  return async (eventId: number): Promise<FamilyEvent | undefined> => {
    const page = await queryClient.fetchQuery({
      queryKey: eventsKey(familyId),
      queryFn: ({ signal }) => eventsPage(familyId, signal),
      // Always from the server: the cached list is the one the conflict was about.
      staleTime: 0,
    });
    return page.familyEvents.find((e) => e.eventId === eventId);
  };
}

/** The calendar feed's address on this site, for a phone to subscribe to. */
export const calendarUrl = (familyId: number) =>
  new URL(pathOf(eventsCalendarContract, { familyId }), window.location.origin).toString();

/**
 * An edit or a delete carries the version of the event the admin opened: if someone changed it
 * since, the server refuses it (409, naming who) instead of overwriting their change.
 */
export type EventChange =
  | { kind: 'create'; body: FamilyEventInput }
  | { kind: 'update'; eventId: number; body: FamilyEventInput; version: number }
  | { kind: 'delete'; eventId: number; version: number };

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** Creates, edits or deletes a family event (family admins), then reloads the page's list. */
export function useEventChangeMutation(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: EventChange) => {
      if (change.kind === 'create')
        await apiRequest(createFamilyEventContract, { params: { familyId }, body: change.body });
      else if (change.kind === 'update')
        await apiRequest(updateFamilyEventContract, {
          params: { familyId, eventId: change.eventId },
          body: change.body,
          headers: ifMatch(change.version),
        });
      else
        await apiRequest(deleteFamilyEventContract, {
          params: { familyId, eventId: change.eventId },
          headers: ifMatch(change.version),
        });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsRoot }),
  });
}
