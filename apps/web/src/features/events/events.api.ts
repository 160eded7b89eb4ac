import {
  createFamilyEventContract,
  deleteFamilyEventContract,
  eventsCalendarContract,
  eventsPageContract,
  pathOf,
  updateFamilyEventContract,
  type FamilyEventInput,
} from '@familytree/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const eventsRoot = ['events'] as const;

/** Anniversaries of the next 60 days and the family's events, as the viewer may see them. */
export function useEventsQuery(familyId: number) {
  return useQuery({
    queryKey: [...eventsRoot, familyId],
    queryFn: ({ signal }) => apiRequest(eventsPageContract, { params: { familyId }, signal }),
  });
}

/** The calendar feed's address on this site, for a phone to subscribe to. */
export const calendarUrl = (familyId: number) =>
  new URL(pathOf(eventsCalendarContract, { familyId }), window.location.origin).toString();

export type EventChange =
  | { kind: 'create'; body: FamilyEventInput }
  | { kind: 'update'; eventId: number; body: FamilyEventInput }
  | { kind: 'delete'; eventId: number };

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
        });
      else
        await apiRequest(deleteFamilyEventContract, {
          params: { familyId, eventId: change.eventId },
        });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsRoot }),
  });
}
