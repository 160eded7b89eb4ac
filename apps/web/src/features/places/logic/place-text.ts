import type { PlaceFact, PlaceSummary, PlaceType } from '@familytree/shared';

/** The address of a place's page: its key, encoded. */
export const placeHref = (key: string) => `/places/${encodeURIComponent(key)}`;

export const placeTypeLabels: Record<PlaceType, string> = {
  town: 'Town',
  county: 'County',
  state: 'State',
  country: 'Country',
  other: 'Other',
};

const factsText = (count: number) => (count === 1 ? '1 fact' : `${count} facts`);

/** "Town · 3 facts" under a place's name in lists. */
export function placeLine(place: Pick<PlaceSummary, 'type' | 'factCount'>): string {
  return [place.type ? placeTypeLabels[place.type] : null, factsText(place.factCount)]
    .filter(Boolean)
    .join(' · ');
}

export const coordinatesText = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : `${latitude}, ${longitude}`;

const factKinds: Record<PlaceFact['kind'], string> = {
  birth: 'Birth',
  death: 'Death',
  marriage: 'Marriage',
  event: 'Event',
};

/** "Birth", "Marriage", or an event's own name. */
export const factLabel = (fact: PlaceFact) =>
  fact.kind === 'event' && fact.label ? fact.label : factKinds[fact.kind];
