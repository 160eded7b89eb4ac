import { z } from 'zod';
import { idSchema, maxId, nameString } from './input.js';
import { genders } from './roles.js';

/** Contracts of spec part 7 "Tree" (shapes of spec part 3). */

export const treePersonSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
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

export const relativeSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  canDelete: z.boolean(),
});
export type Relative = z.infer<typeof relativeSchema>;

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
  spouses: z.array(relativeSchema),
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

export const saveMemberRequestSchema = z
  .object({
    memberType: z.enum(memberTypes),
    firstName: personName(100).optional().default(''),
    middleName: personName(100).nullable().optional(),
    lastName: personName(100).optional().default(''),
    gender: z.enum(genders).optional(),
    childOrder: z.number().int().min(1).max(maxId).nullable().optional(),
    isSpouseMember: z.boolean().optional().default(false),
    spouseId: idSchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    // Linking an existing spouse needs only the spouse; every new or edited person needs names and gender.
    if (value.memberType === 'SPOUSE' && value.isSpouseMember) {
      if (!value.spouseId)
        ctx.addIssue({
          code: 'custom',
          path: ['spouseId'],
          message: 'Choose the existing member to link',
        });
      return;
    }
    if (!value.firstName)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'First name is required' });
    if (!value.lastName)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'Last name is required' });
    if (!value.gender)
      ctx.addIssue({ code: 'custom', path: ['gender'], message: 'Gender is required' });
  });
export type SaveMemberRequest = z.input<typeof saveMemberRequestSchema>;

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

export const relationResponseSchema = z.object({
  tree: treeNodeSchema,
  relationship: z.string(),
  path: z.array(z.number().int()),
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
