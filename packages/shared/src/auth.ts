import { z } from 'zod';
import { locales } from './locales.js';
import { messages } from './messages.js';
import { familyRoles } from './roles.js';

export const loginRequestSchema = z.object({
  email: z
    .string({ error: messages.login.emailRequired })
    .trim()
    .min(1, messages.login.emailRequired)
    .max(254, messages.login.emailInvalid)
    .pipe(z.email({ error: messages.login.emailInvalid })),
  password: z
    .string({ error: messages.login.passwordRequired })
    .min(1, messages.login.passwordRequired)
    .max(1024, messages.login.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const familyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domainName: z.string(),
  roles: z.array(z.enum(familyRoles)),
  /** The person a MEMBER keeps in this family ("My profile"); null for the admin roles. */
  memberPersonId: z.number().int().nullable(),
});
export type FamilyListItem = z.infer<typeof familyListItemSchema>;

export const loginResponseSchema = z.object({
  roles: z.array(z.string()),
  familyList: z.array(familyListItemSchema),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  token: z.string(),
  /** The language the user chose (issue 31): the web switches to it on login; null: none. */
  language: z.enum(locales).nullable().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authCheckResponseSchema = z.object({
  status: z.literal(200),
  domainName: z.string().nullable(),
  roles: z.array(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  userId: z.number().int(),
  familyList: z.array(familyListItemSchema),
});
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

/** The one-time code that carries a login from the main site to a family's sub-domain. */
export const handoffResponseSchema = z.object({ code: z.string() });
export type HandoffResponse = z.infer<typeof handoffResponseSchema>;

export const handoffExchangeRequestSchema = z.object({
  code: z.string().min(16).max(128),
});
