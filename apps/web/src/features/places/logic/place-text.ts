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
  'family-event': 'Family event',
  source: 'Source published',
  address: 'Address',
  residence: 'Lived here',
  work: 'Worked here',
};

/** "Birth", "Marriage", an event's own name, "Current address". */
export const factLabel = (fact: PlaceFact) =>
  (fact.kind === 'event' || fact.kind === 'address') && fact.label
    ? fact.label
    : factKinds[fact.kind];

/** Where a fact's line links: the person's profile, a source's page (a family event: none). */
export function factHref(fact: PlaceFact): string | null {
  if (fact.personId !== null) return `/members/${fact.personId}/profile`;
  if (fact.kind === 'source' && fact.recordId !== null) return `/sources/${fact.recordId}`;
  return null;
}

/** What a fact's line names: the person, or the family event's or the source's title. */
export const factSubject = (fact: PlaceFact) =>
  fact.personName ?? fact.label ?? factKinds[fact.kind];
