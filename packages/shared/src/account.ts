import { z } from 'zod';
import { locales } from './locales.js';
import { loginRequestSchema } from './auth.js';
import { messages } from './messages.js';

/** Self-service accounts (issue 17): password reset, "My account" and member accounts. */

export const passwordResetRequestSchema = loginRequestSchema.pick({ email: true });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The one answer to every reset request, known email or not (nothing tells who has an account). */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

/** The password is checked by the server's one policy, so its messages come back as field errors. */
export const passwordResetCompleteSchema = z.object({
  token: z.string().min(16).max(128),
  password: z.string().max(1024).optional(),
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, 'Use at most 100 characters');

export const accountNameSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type AccountName = z.infer<typeof accountNameSchema>;

export const accountLanguageSchema = z.object({
  language: z
    .enum(locales, { error: `Choose one of the languages: ${locales.join(', ')}` })
    .nullable(),
});
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: messages.account.currentPasswordRequired })
    .min(1, messages.account.currentPasswordRequired)
    .max(1024, messages.account.currentPasswordWrong),
  password: z.string().max(1024).optional(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const accountSessionSchema = z.object({
  sessionId: z.number().int(),
  /** Browser and system read from the User-Agent, e.g. "Firefox on Windows". */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of this very request ("this device"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const myAccountSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The language the user chose (issue 31), for every browser they log in on; null: none. */
  language: z.enum(locales).nullable().optional(),
  sessions: z.array(accountSessionSchema),
});
export type MyAccount = z.infer<typeof myAccountSchema>;

/** A family or branch admin invites a relative to keep their own profile (role MEMBER). */
export const memberInviteSchema = z.object({
  email: loginRequestSchema.shape.email,
});
export type MemberInvite = z.infer<typeof memberInviteSchema>;

export const memberAccountSchema = z.object({
  userId: z.number().int(),
  personId: z.number().int(),
  email: z.string(),
  status: z.string(),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

/** A MEMBER account of a family, as the admins' list shows it. */
export const memberAccountItemSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  personId: z.number().int().nullable().describe('The person they keep; null once deleted'),
  personName: z.string().nullable(),
  status: z.string(),
});
export type MemberAccountItem = z.infer<typeof memberAccountItemSchema>;
