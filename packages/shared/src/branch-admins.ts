import { z } from 'zod';
import { familyListItemSchema } from './auth.js';
import { idSchema, nameString } from './input.js';
import { locales } from './locales.js';
import { messages } from './messages.js';
import { newPasswordSchema } from './passwords.js';
import { familyRoles, membershipStatuses } from './roles.js';

/** Contracts of spec part 3 "Branch admin", part 5 "Branch admin form", and the invitation flow. */

export const assignedMemberSchema = z.object({
  // The spec calls the assigned member's id `userId`; it is the person's id, also sent as personId.
  userId: z.number().int(),
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

export const branchAdminSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(membershipStatuses),
  assignedMembers: z.array(assignedMemberSchema),
  /** The owner accepted this family's invitation once: only then may the family set ACTIVE. */
  accepted: z.boolean(),
  /** Name and email may be corrected only on an unclaimed invitation of this family alone. */
  accountEditable: z.boolean(),
});
export type BranchAdmin = z.infer<typeof branchAdminSchema>;

const requiredName = nameString(messages.branchAdmin.nameRequired)
  .trim()
  .min(1, messages.branchAdmin.nameRequired)
  .max(100, 'Use at most 100 characters');

export const branchAdminSaveSchema = z.object({
  userId: idSchema.nullable().optional(),
  firstName: requiredName,
  lastName: requiredName,
  email: z
    .string({ error: messages.branchAdmin.emailRequired })
    .trim()
    .min(1, messages.branchAdmin.emailRequired)
    .max(254, messages.branchAdmin.emailInvalid)
    .pipe(z.email({ error: messages.branchAdmin.emailInvalid })),
  status: z.enum(membershipStatuses).optional(),
});
export type BranchAdminSave = z.input<typeof branchAdminSaveSchema>;

export const invitationSchema = z.object({
  familyName: z.string(),
  domainName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  familyId: z.number().int(),
  /** The account already has a password: the owner logs in and answers, the link sets nothing. */
  hasAccount: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationSchema = z.object({ password: newPasswordSchema });

/** An invitation waiting for the logged-in user's answer. */
export const pendingInvitationSchema = z.object({
  familyId: z.number().int(),
  familyName: z.string(),
  domainName: z.string(),
  role: z.enum(familyRoles),
  invitedAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** The answer to accepting or declining: the user's families as the login response lists them. */
export const invitationAnswerSchema = z.object({ familyList: z.array(familyListItemSchema) });
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

export const platformFamilySchema = z.object({
  familyId: z.number().int(),
  name: z.string(),
  domainName: z.string(),
  personCount: z.number().int(),
  adminCount: z.number().int(),
});
export type PlatformFamily = z.infer<typeof platformFamilySchema>;

export const createFamilyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Family name is required').max(100, 'Use at most 100 characters'),
  domainName: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Sub-domain is required')
    .max(63, 'Use at most 63 characters')
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and hyphens only'),
  adminEmail: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Enter valid Email' })),
  adminFirstName: nameString().trim().min(1, 'First name is required').max(100),
  adminLastName: nameString().trim().min(1, 'Last name is required').max(100),
  /**
   * The family's language (issue 31): its site's default and the language its first menus and
   * pages are written in. Absent or null: none set, and those are written in the request's.
   */
  language: z
    .enum(locales, { error: `Choose one of the languages: ${locales.join(', ')}` })
    .nullable()
    .optional(),
});
export type CreateFamilyRequest = z.infer<typeof createFamilyRequestSchema>;
