import { z } from 'zod';
import { treePersonSchema } from './tree.js';

/** Charts around one person (issue 14, decision 0017). */

export const chartKinds = ['pedigree', 'descendants', 'hourglass', 'fan'] as const;
export type ChartKind = (typeof chartKinds)[number];

/**
 * The kinds of issue 32, each drawn by its own page from the chart or relation call: the path
 * between two persons, an interactive chart that expands around a person, and the family's
 * lifespans on a year axis.
 */
export const moreChartKinds = ['relationship', 'compact', 'lifespan'] as const;
export type MoreChartKind = (typeof moreChartKinds)[number];

export const chartLimits = {
  /** Generations a chart shows unless the address asks for another number. */
  defaultGenerations: 4,
  /** At most this many generations either way: the walks' own limit (walks.repository.ts). */
  maxGenerations: 300,
} as const;

/** A person of a chart: what a card shows, and the links a layout needs. */
export const chartPersonSchema = treePersonSchema.extend({
  middleName: z.string().nullable(),
  /** The person's home family: another family's id marks a spouse linked from there. */
  familyId: z.number().int(),
  fatherId: z.number().int().nullable(),
  motherId: z.number().int().nullable(),
  childOrder: z.number().int().nullable(),
  /** Where the person was born and died (the place's name), null when unknown or private. */
  birthPlace: z.string().nullable(),
  deathPlace: z.string().nullable(),
});
export type ChartPerson = z.infer<typeof chartPersonSchema>;

export const chartUnionSchema = z.object({
  personId: z.number().int(),
  spouseId: z.number().int(),
  unionOrder: z.number().int(),
});
export type ChartUnion = z.infer<typeof chartUnionSchema>;

/** Another family a chart's person belongs to, so that a card can link to that family's site. */
export const chartFamilySchema = z.object({
  familyId: z.number().int(),
  domain: z.string(),
  name: z.string(),
});
export type ChartFamily = z.infer<typeof chartFamilySchema>;

/**
 * The focus person, their ancestors and descendants to the asked depths, and every spouse of
 * these, as flat lists: the browser lays out whichever chart it draws from the same answer.
 */
export const chartResponseSchema = z.object({
  focusId: z.number().int(),
  persons: z.array(chartPersonSchema),
  unions: z.array(chartUnionSchema),
  otherFamilies: z.array(chartFamilySchema),
});
export type ChartResponse = z.infer<typeof chartResponseSchema>;
