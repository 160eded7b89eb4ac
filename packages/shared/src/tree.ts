import { z } from 'zod';
import { idSchema, maxId, nameString } from './input.js';
import { marriageFields } from './marriage.js';
import { genders, type Gender } from './roles.js';

/** Contracts of spec part 7 "Tree" (shapes of spec part 3). */

export const treePersonSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
  gender: z.enum(genders),
  /** Years only: two persons of one name are told apart without sending whole dates. */
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
});
export type TreePerson = z.infer<typeof treePersonSchema>;

export interface TreeNode {
  member: TreePerson;
  spouse: TreePerson[];
  childs: TreeNode[];
}
export const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({
    member: treePersonSchema,
    spouse: z.array(treePersonSchema),
    childs: z.array(treeNodeSchema),
  }),
);

// Named in the API document: the tree is recursive, so its node is one component referred to.
z.globalRegistry.add(treeNodeSchema, { id: 'TreeNode' });

export const relativeSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  canDelete: z.boolean(),
});
export type Relative = z.infer<typeof relativeSchema>;

/** A spouse, with the couple's marriage for those who may edit the member (else left out). */
export const spouseRelativeSchema = relativeSchema.extend({
  marriageDate: z.string().nullable().optional(),
  marriagePlace: z.string().nullable().optional(),
});
export type SpouseRelative = z.infer<typeof spouseRelativeSchema>;

/** The member dialog's detail. */
export const memberDetailSchema = z.object({
  personId: z.number().int(),
  familyId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  gender: z.enum(genders),
  father: relativeSchema.nullable(),
  mother: relativeSchema.nullable(),
  spouses: z.array(spouseRelativeSchema),
  children: z.array(relativeSchema),
  siblingsCount: z.number().int(),
  childOrder: z.number().int().nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** GET /api/familyTree/member/{id}: the immediate family. */
export const immediateFamilySchema = memberDetailSchema.pick({
  father: true,
  mother: true,
  spouses: true,
  children: true,
});
export type ImmediateFamily = z.infer<typeof immediateFamilySchema>;

export const memberTypes = ['SELF', 'FATHER', 'MOTHER', 'SPOUSE', 'CHILD'] as const;
export type MemberType = (typeof memberTypes)[number];

const personName = (max: number) => nameString().trim().max(max);

const requiredName = (missing: string) =>
  nameString(missing).trim().min(1, missing).max(100, 'Use at most 100 characters');
const childOrder = z.number().int().min(1).max(maxId).nullable().optional();
/** The fields of a person that saveMember creates or edits (all but linking a spouse). */
const personFields = {
  firstName: requiredName('First name is required'),
  middleName: personName(100).nullable().optional(),
  lastName: requiredName('Last name is required'),
  gender: z.enum(genders, { error: 'Gender is required' }),
  childOrder,
  isSpouseMember: z.literal(false).optional(),
};
const linkMessage = 'Choose the existing member to link';

/**
 * saveMember's body, one shape per member type: SELF edits the member (names, gender, and the
 * place among the siblings), FATHER/MOTHER/CHILD/SPOUSE add a new person, and SPOUSE with
 * isSpouseMember links an existing person as a spouse (only spouseId).
 */
/**
 * A field of the spec's payload that does not apply to the member type (the spec's client sends
 * every field: empty names when linking, a spouseId when adding a parent): accepted and ignored.
 */
const notApplicable = z
  .unknown()
  .optional()
  .transform(() => undefined)
  .describe('Ignored for this member type');
/** isSpouseMember beside a member type other than SPOUSE: ignored too. */
const notLinking = { isSpouseMember: notApplicable };

export const saveMemberRequestSchema = z.discriminatedUnion('memberType', [
  z.object({
    memberType: z.literal('SELF'),
    ...personFields,
    ...notLinking,
    spouseId: notApplicable,
  }),
  z.object({
    memberType: z.literal('FATHER'),
    ...personFields,
    ...notLinking,
    spouseId: notApplicable,
  }),
  z.object({
    memberType: z.literal('MOTHER'),
    ...personFields,
    ...notLinking,
    spouseId: notApplicable,
  }),
  z.object({
    memberType: z.literal('CHILD'),
    ...personFields,
    ...notLinking,
    /** The other parent, one of the member's spouses (needed when there are several). */
    spouseId: idSchema.nullable().optional(),
  }),
  z.discriminatedUnion('isSpouseMember', [
    z.object({
      memberType: z.literal('SPOUSE'),
      ...personFields,
      spouseId: notApplicable,
      ...marriageFields,
    }),
    z.object({
      memberType: z.literal('SPOUSE'),
      isSpouseMember: z.literal(true),
      ...marriageFields,
      spouseId: z
        .number({ error: linkMessage })
        .int(linkMessage)
        .min(1, linkMessage)
        .max(maxId, linkMessage),
      // The person linked keeps their own names, gender and place among their siblings.
      firstName: notApplicable,
      middleName: notApplicable,
      lastName: notApplicable,
      gender: notApplicable,
      childOrder: notApplicable,
    }),
  ]),
]);
export type SaveMemberRequest = z.input<typeof saveMemberRequestSchema>;
export type SaveMemberInput = z.output<typeof saveMemberRequestSchema>;
/** A saveMember body as a form assembles it, before saveMemberRequestSchema checks it. */
export interface SaveMemberDraft {
  memberType: MemberType;
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  gender?: Gender;
  childOrder?: number | null;
  isSpouseMember?: boolean;
  spouseId?: number | null;
  marriageDate?: string | null;
  marriagePlace?: string | null;
}

export const founderRequestSchema = z.object({
  firstName: personName(100).min(1, 'First name is required'),
  middleName: personName(100).nullable().optional(),
  lastName: personName(100).min(1, 'Last name is required'),
  gender: z.enum(genders, { error: 'Gender is required' }),
});
export type FounderRequest = z.infer<typeof founderRequestSchema>;

export const personSearchItemSchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  sonOff: z.string(),
});
export type PersonSearchItem = z.infer<typeof personSearchItemSchema>;

export const memberCardSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberNameSchema = z.object({ personId: z.number().int(), name: z.string() });
export type MemberName = z.infer<typeof memberNameSchema>;

export const relationKinds = ['blood', 'marriage', 'in-law', 'step'] as const;
export type RelationKind = (typeof relationKinds)[number];

/** One relation of the first person to the second: the sentence and the chain of persons. */
export const relationItemSchema = z.object({
  relationship: z.string(),
  /** The first person to the second through parent, child and spouse links. */
  path: z.array(z.number().int()),
  kind: z.enum(relationKinds),
});
export type RelationItem = z.infer<typeof relationItemSchema>;

/**
 * The nearest relation (`relationship`, `path`, and its `tree`), every distinct relation nearest
 * first (at most 10; the first is the nearest), and one sentence naming them all
 * ("Philip is Lucy's husband; also her seventh cousin").
 */
export const relationResponseSchema = z.object({
  tree: treeNodeSchema,
  relationship: z.string(),
  path: z.array(z.number().int()),
  relations: z.array(relationItemSchema).min(1).max(10),
  summary: z.string(),
});
export type RelationResponse = z.infer<typeof relationResponseSchema>;

export const generationEntrySchema = z.object({
  generation: z.number().int(),
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type GenerationEntry = z.infer<typeof generationEntrySchema>;

export const linkableFamilySchema = z.object({ id: z.number().int(), name: z.string() });
export type LinkableFamily = z.infer<typeof linkableFamilySchema>;
