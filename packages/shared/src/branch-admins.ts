import { z } from 'zod';
import { idSchema, nameString } from './input.js';
import { messages } from './messages.js';
import { membershipStatuses } from './roles.js';

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
});
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptInvitationSchema = z.object({
  password: z
    .string({ error: 'Choose a password' })
    .min(10, 'Use at least 10 characters')
    .max(200, 'Use at most 200 characters'),
});

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
});
export type CreateFamilyRequest = z.infer<typeof createFamilyRequestSchema>;
