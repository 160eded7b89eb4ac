import { z } from 'zod';
import { idSchema } from './input.js';
import { citationMediaSchema } from './media-records.js';

/**
 * The family's research (issue 30, decision 0034): the sources that prove the tree, where they
 * are kept, and the citations that tie a source to a person's fact.
 */

export const researchLimits = {
  titleMax: 250,
  textMax: 500,
  noteMax: 20_000,
} as const;

export const researchMessages = {
  titleRequired: 'Title is required',
  nameRequired: 'Name is required',
  tooLong: (max: number) => `Use at most ${max} characters`,
  onlyFamilyAdminSources: 'Only a family admin can edit the sources of the family.',
  onlyEditorsCitations:
    'Only a family admin, or the branch admin of the person, can edit their citations.',
  sourceNotFound: 'No such source in this family.',
  repositoryNotFound: 'No such repository in this family.',
  citationNotFound: 'No such citation in this family.',
  personNotFound: 'No such member.',
  useSourceOfFamily: 'Choose a source of this family',
  useRepositoryOfFamily: 'Choose a repository of this family',
  qualityRange: 'Use a quality from 0 (unreliable) to 3 (direct evidence)',
  factKind: 'Choose name, sex, birth, death or none',
  coupleFactKind: 'Choose marriage or none',
  onePersonOrCouple: 'Name either a person or a couple, not both',
  personOrCoupleRequired: 'Choose a person or a couple',
  unionNotFound: 'No such couple in this family.',
  eventOfSubject: 'Choose an imported event of this person or couple',
  onlyEditorsCoupleCitations:
    "Only a family admin, or the branch admin of one of the partners, can edit the couple's citations.",
} as const;

/** The facts of a person a citation may name (GEDCOM NAME, SEX, BIRT, DEAT); null: the person. */
export const citedFacts = ['name', 'sex', 'birth', 'death'] as const;
export type CitedFact = (typeof citedFacts)[number];
/** The facts of a couple a citation or note may name (GEDCOM MARR); null: the couple. */
export const coupleFacts = ['marriage'] as const;
export type CoupleFact = (typeof coupleFacts)[number];
/** Any fact a citation or note names, of a person or of a couple. */
export const recordFacts = [...citedFacts, ...coupleFacts] as const;
export type RecordFact = (typeof recordFacts)[number];

/**
 * What a citation or a note is about (issue 30): exactly one of a person (`fact` one of theirs)
 * or a couple (`fact` 'marriage' or none); `eventId` an imported event of that person or couple.
 * Each refusal names its field.
 */
export const researchSubjectFields = {
  personId: idSchema.optional(),
  unionId: idSchema.optional(),
  eventId: idSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  fact: z
    .enum(recordFacts, { error: researchMessages.factKind })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
};

export function checkResearchSubject(
  value: { personId?: number; unionId?: number; fact: RecordFact | null },
  ctx: z.RefinementCtx,
): void {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.personId !== undefined && value.unionId !== undefined)
    return issue('unionId', researchMessages.onePersonOrCouple);
  if (value.personId === undefined && value.unionId === undefined)
    return issue('personId', researchMessages.personOrCoupleRequired);
  const coupleFact = value.fact === null || (coupleFacts as readonly string[]).includes(value.fact);
  if (value.unionId !== undefined && !coupleFact) issue('fact', researchMessages.coupleFactKind);
  if (value.personId !== undefined && value.fact !== null && coupleFact)
    issue('fact', researchMessages.factKind);
}

/** GEDCOM QUAY, in words for the screens. */
export const citationQualities = [
  'Unreliable evidence',
  'Questionable evidence',
  'Secondary evidence',
  'Direct and primary evidence',
] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, researchMessages.tooLong(max))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const repositoryInputSchema = z.object({
  name: z
    .string({ error: researchMessages.nameRequired })
    .trim()
    .min(1, researchMessages.nameRequired)
    .max(researchLimits.titleMax, researchMessages.tooLong(researchLimits.titleMax)),
  address: optionalText(researchLimits.textMax),
  note: optionalText(researchLimits.noteMax),
});
export type RepositoryInput = z.input<typeof repositoryInputSchema>;

export const repositorySchema = z.object({
  repositoryId: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  note: z.string().nullable(),
  sourceCount: z.number().int(),
});
export type Repository = z.infer<typeof repositorySchema>;

export const sourceInputSchema = z.object({
  title: z
    .string({ error: researchMessages.titleRequired })
    .trim()
    .min(1, researchMessages.titleRequired)
    .max(researchLimits.titleMax, researchMessages.tooLong(researchLimits.titleMax)),
  author: optionalText(researchLimits.textMax),
  publication: optionalText(researchLimits.textMax),
  abbreviation: optionalText(researchLimits.titleMax),
  repositoryId: idSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  callNumber: optionalText(researchLimits.titleMax),
  note: optionalText(researchLimits.noteMax),
});
export type SourceInput = z.input<typeof sourceInputSchema>;

export const sourceSummarySchema = z.object({
  sourceId: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  /** The citations of the source the viewer may see. */
  citationCount: z.number().int(),
});
export type SourceSummary = z.infer<typeof sourceSummarySchema>;

export const citationInputSchema = z
  .object({
    sourceId: idSchema,
    ...researchSubjectFields,
    page: optionalText(researchLimits.textMax),
    date: optionalText(100),
    quality: z
      .number({ error: researchMessages.qualityRange })
      .int(researchMessages.qualityRange)
      .min(0, researchMessages.qualityRange)
      .max(3, researchMessages.qualityRange)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    note: optionalText(researchLimits.noteMax),
  })
  .superRefine(checkResearchSubject);
export type CitationInput = z.input<typeof citationInputSchema>;

export const citationSchema = z.object({
  citationId: z.number().int(),
  sourceId: z.number().int(),
  sourceTitle: z.string(),
  personId: z.number().int().nullable(),
  /** The person's name, or a couple's partners' ("Anna Koshy & Mathew Koshy"). */
  personName: z.string().nullable(),
  /** A couple's citation: the couple and its two partners (for links). */
  unionId: z.number().int().nullable(),
  partnerIds: z.array(z.number().int()),
  eventId: z.number().int().nullable(),
  fact: z.enum(recordFacts).nullable(),
  page: z.string().nullable(),
  date: z.string().nullable(),
  quality: z.number().int().nullable(),
  note: z.string().nullable(),
  /** Its photos and documents (a scan of the page), in their order; absent from older servers. */
  media: z.array(citationMediaSchema).optional(),
});
export type Citation = z.infer<typeof citationSchema>;

export const sourceSchema = sourceSummarySchema.extend({
  publication: z.string().nullable(),
  abbreviation: z.string().nullable(),
  repositoryId: z.number().int().nullable(),
  repositoryName: z.string().nullable(),
  callNumber: z.string().nullable(),
  note: z.string().nullable(),
  /** What cites it, of what the viewer may see (a living person's only to whom sees them). */
  citations: z.array(citationSchema),
});
export type Source = z.infer<typeof sourceSchema>;

/** One of a person's marriages (a couple), for its sources and notes. */
export const personMarriageSchema = z.object({
  unionId: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string(),
});
export type PersonMarriage = z.infer<typeof personMarriageSchema>;
