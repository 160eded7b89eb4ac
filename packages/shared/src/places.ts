import { z } from 'zod';

/**
 * Places (issue 30, decisions 0034 and 0038): a fact keeps its place as text ("Kottayam, Kerala,
 * India", read from the right); the family's gazetteer gives those names a type, coordinates and
 * alternative names. A place is addressed by its key, its full name in lower case.
 */

export const placeTypes = ['town', 'county', 'state', 'country', 'other'] as const;
export type PlaceType = (typeof placeTypes)[number];

export const placeLimits = { nameMax: 120, noteMax: 2000, alternativeNamesMax: 20 } as const;

export const placeMessages = {
  onlyFamilyAdminPlaces: 'Only a family admin can edit the places of the family.',
  placeNotFound: 'No such place in this family.',
  typeKind: 'Choose town, county, state, country, other or none',
  latitudeRange: 'Use a latitude from -90 to 90',
  longitudeRange: 'Use a longitude from -180 to 180',
  bothCoordinates: 'Give both latitude and longitude, or neither',
  nameRequired: 'Name is required',
  nameHasComma: 'A name of one level has no comma',
  tooLong: (max: number) => `Use at most ${max} characters`,
  tooManyNames: `Give at most ${placeLimits.alternativeNamesMax} alternative names`,
  hasFacts: 'Facts still name this place: it cannot be deleted.',
  hasChildren: 'Places lie within this one: delete them first.',
  noRow: 'This place has no details to delete.',
  alreadyThere: 'This place is already in the list.',
  nameTaken: 'A place of this name is already at this level: merge into it instead.',
  mergeTargetRequired: 'Choose the place to merge into',
  mergeTargetNotFound: 'No such place in this family to merge into.',
  mergeIntoItself: 'A place cannot be merged into itself.',
  mergeIntoLine: 'A place cannot be merged into a place within it or a place it lies in.',
  countryOfBirth:
    'The country of a birth, an address or a stay is chosen from the list of countries: a place that is such a country cannot be renamed or merged.',
  mergedNamesTooMany: (name: string, count: number) =>
    `Merged, “${name}” would have ${count} alternative names; a place has at most ${placeLimits.alternativeNamesMax}. Remove some first. Nothing was changed.`,
} as const;

/** Trimmed parts of a place text, country last, empty parts dropped. */
export function placeParts(text: string): string[] {
  return text
    .split(',')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p.length > 0);
}

/** The key of a place: its full name, trimmed and in lower case. */
export const placeKeyOf = (parts: readonly string[]) => parts.join(', ').toLowerCase();

const levelName = z
  .string({ error: placeMessages.nameRequired })
  .trim()
  .min(1, placeMessages.nameRequired)
  .max(placeLimits.nameMax, placeMessages.tooLong(placeLimits.nameMax))
  .refine((v) => !v.includes(','), placeMessages.nameHasComma);

const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const alternativeNameSchema = z.object({
  name: levelName,
  /** A language code (ml, en) or a kind (historic, short); null: none. */
  language: z
    .string()
    .trim()
    .max(40, placeMessages.tooLong(40))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type AlternativeName = z.output<typeof alternativeNameSchema>;

/** A place's details, as its editor writes them. */
export const placeInputSchema = z
  .object({
    type: z
      .enum(placeTypes, { error: placeMessages.typeKind })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    latitude: coordinate(-90, 90, placeMessages.latitudeRange),
    longitude: coordinate(-180, 180, placeMessages.longitudeRange),
    note: z
      .string()
      .trim()
      .max(placeLimits.noteMax, placeMessages.tooLong(placeLimits.noteMax))
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    alternativeNames: z
      .array(alternativeNameSchema)
      .max(placeLimits.alternativeNamesMax, placeMessages.tooManyNames)
      .optional()
      .transform((v) => v ?? []),
  })
  .superRefine((input, ctx) => {
    if ((input.latitude === null) !== (input.longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: [input.latitude === null ? 'latitude' : 'longitude'],
        message: placeMessages.bothCoordinates,
      });
  });
export type PlaceInput = z.input<typeof placeInputSchema>;

/** A new place: a level under a parent (by key), or a country when there is none. */
export const newPlaceInputSchema = z.object({
  name: levelName,
  parentKey: z
    .string()
    .max(1000)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type NewPlaceInput = z.input<typeof newPlaceInputSchema>;

/** A place's new name at its level (its facts' texts and sub-places follow). */
export const renamePlaceInputSchema = z.object({ name: levelName });
export type RenamePlaceInput = z.input<typeof renamePlaceInputSchema>;

/** The place (by key) a place and its facts are merged into. */
export const mergePlaceInputSchema = z.object({
  targetKey: z
    .string({ error: placeMessages.mergeTargetRequired })
    .trim()
    .min(1, placeMessages.mergeTargetRequired)
    .max(1000, placeMessages.tooLong(1000)),
});
export type MergePlaceInput = z.input<typeof mergePlaceInputSchema>;

export const placeSummarySchema = z.object({
  key: z.string(),
  /** The gazetteer row, or null when only facts name the place. */
  placeId: z.number().int().nullable(),
  name: z.string(),
  fullName: z.string(),
  parentKey: z.string().nullable(),
  type: z.enum(placeTypes).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  childCount: z.number().int(),
  /** Facts the viewer may see at this place or within it. */
  factCount: z.number().int(),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

export const placeFactKinds = [
  'birth',
  'death',
  'marriage',
  'event',
  'family-event',
  'source',
  'address',
  'residence',
  'work',
] as const;
export type PlaceFactKind = (typeof placeFactKinds)[number];

export const placeFactSchema = z.object({
  kind: z.enum(placeFactKinds),
  /**
   * The event's name for an event (GEDCOM tag or type), a family event's or a source's title, an
   * address's kind, a job's role; else null.
   */
  label: z.string().nullable(),
  /** Null for a family event or a source, which are about no person. */
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
  /** The family event's or the source's id; else null. */
  recordId: z.number().int().nullable(),
  spouseId: z.number().int().nullable(),
  spouseName: z.string().nullable(),
  date: z.string().nullable(),
  /** The place as the fact names it. */
  placeKey: z.string(),
  placeName: z.string(),
});
export type PlaceFact = z.infer<typeof placeFactSchema>;

export const placeSchema = placeSummarySchema.extend({
  note: z.string().nullable(),
  alternativeNames: z.array(z.object({ name: z.string(), language: z.string().nullable() })),
  /** From the country down to the parent. */
  parents: z.array(z.object({ key: z.string(), name: z.string() })),
  children: z.array(placeSummarySchema),
  facts: z.array(placeFactSchema),
});
export type Place = z.infer<typeof placeSchema>;
