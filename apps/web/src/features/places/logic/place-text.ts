import {
  placeLimits,
  placeMessages,
  translator,
  type PlaceFact,
  type PlaceSummary,
  type PlaceType,
  type Translate,
} from '@familytree/shared';
import { placesMessages } from '../messages';

/** The places' message formatter; pure functions take one, English by default (their tests). */
export type PlacesT = Translate<typeof placesMessages.en>;
type PlacesKey = keyof typeof placesMessages.en & string;
export const englishPlaces: PlacesT = translator(placesMessages.en, 'en', placesMessages.en);

/** The address of a place's page: its key, encoded. */
export const placeHref = (key: string) => `/places/${encodeURIComponent(key)}`;

const typeKeys: Record<PlaceType, PlacesKey> = {
  town: 'typeTown',
  county: 'typeCounty',
  state: 'typeState',
  country: 'typeCountry',
  other: 'typeOther',
};

/** A place type's name: "Town", "Country". */
export const placeTypeLabel = (type: PlaceType, t: PlacesT = englishPlaces) => t(typeKeys[type]);

/** "Town · 3 facts" under a place's name in lists. */
export function placeLine(
  place: Pick<PlaceSummary, 'type' | 'factCount'>,
  t: PlacesT = englishPlaces,
): string {
  return [
    place.type ? placeTypeLabel(place.type, t) : null,
    t('factCount', { count: place.factCount }),
  ]
    .filter(Boolean)
    .join(' · ');
}

export const coordinatesText = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : `${latitude}, ${longitude}`;

const factKeys: Record<PlaceFact['kind'], PlacesKey> = {
  birth: 'factBirth',
  death: 'factDeath',
  marriage: 'factMarriage',
  event: 'factEvent',
  'family-event': 'factFamilyEvent',
  source: 'factSource',
  address: 'factAddress',
  residence: 'factResidence',
  work: 'factWork',
};

/** "Birth", "Marriage", an event's own name, "Current address". */
export const factLabel = (fact: PlaceFact, t: PlacesT = englishPlaces) =>
  (fact.kind === 'event' || fact.kind === 'address') && fact.label
    ? fact.label
    : t(factKeys[fact.kind]);

/** Where a fact's line links: the person's profile, a source's page (a family event: none). */
export function factHref(fact: PlaceFact): string | null {
  if (fact.personId !== null) return `/members/${fact.personId}/profile`;
  if (fact.kind === 'source' && fact.recordId !== null) return `/sources/${fact.recordId}`;
  return null;
}

/** What a fact's line names: the person, or the family event's or the source's title. */
export const factSubject = (fact: PlaceFact, t: PlacesT = englishPlaces) =>
  fact.personName ?? fact.label ?? t(factKeys[fact.kind]);

/** The shared place rules' English refusals (placeMessages) → their keys (and values) here. */
type Rule = [PlacesKey, Record<string, string>?];
const ruleKeys: ReadonlyMap<string, Rule> = new Map<string, Rule>([
  ...(
    [
      'onlyFamilyAdminPlaces',
      'placeNotFound',
      'typeKind',
      'latitudeRange',
      'longitudeRange',
      'bothCoordinates',
      'nameRequired',
      'nameHasComma',
      'hasFacts',
      'hasChildren',
      'noRow',
      'alreadyThere',
      'nameTaken',
      'mergeTargetRequired',
      'mergeTargetNotFound',
      'mergeIntoItself',
      'mergeIntoLine',
      'countryOfBirth',
    ] as const
  ).map((key): [string, Rule] => [placeMessages[key], [key]]),
  [placeMessages.tooManyNames, ['tooManyNames', { max: String(placeLimits.alternativeNamesMax) }]],
]);

/** The refusals that carry a value: their English, read back. */
const tooLongText = /^Use at most (\d+) characters$/;
const mergedNamesText =
  /^Merged, “(.*)” would have (\d+) alternative names; a place has at most (\d+)\. Remove some first\. Nothing was changed\.$/s;

/**
 * A refusal of the place rules (the dialogs' own checks, the server's answer) in the current
 * language; any other text (a spec text, say) through `other` (useSpecText's `text`).
 */
export function placeText(
  english: string,
  t: PlacesT = englishPlaces,
  other: (english: string) => string = (text) => text,
): string {
  const rule = ruleKeys.get(english);
  if (rule) return t(rule[0], rule[1]);
  const tooLong = tooLongText.exec(english);
  if (tooLong) return t('tooLong', { max: tooLong[1] });
  const merged = mergedNamesText.exec(english);
  if (merged) return t('mergedNamesTooMany', { name: merged[1], count: merged[2], max: merged[3] });
  return other(english);
}
