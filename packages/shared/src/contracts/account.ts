import { z } from 'zod';
import {
  accountLanguageSchema,
  accountNameSchema,
  memberAccountItemSchema,
  memberAccountSchema,
  memberInviteSchema,
  myAccountSchema,
  passwordChangeSchema,
  passwordResetCompleteSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from '../account.js';
import { loginResponseSchema } from '../auth.js';
import { familyParams, idParam, site } from './common.js';
import { defineContract } from './contract.js';
import { strictBody } from './strict.js';

const tags = ['Account'];

export const requestPasswordResetContract = defineContract({
  method: 'POST',
  path: '/api/familytree/auth/password-reset',
  scope: site,
  summary: 'Ask for a password-reset link',
  description:
    'Mails a single-use link valid for one hour when the email has an account; the answer is the same either way. Throttled per email and per client address (429).',
  tags,
  auth: 'none',
  body: strictBody(passwordResetRequestSchema),
  bodyExample: { email: 'mia@example.com' },
  responses: { 200: passwordResetRequestedSchema },
});

export const completePasswordResetContract = defineContract({
  method: 'POST',
  path: '/api/familytree/auth/password-reset/complete',
  scope: site,
  summary: 'Set a new password from a reset link',
  description:
    "Spends the link, sets the password under the password policy (its messages come back as field errors), ends the user's other sessions and logs in. A used or expired link is 410.",
  tags,
  auth: 'none',
  body: strictBody(passwordResetCompleteSchema),
  bodyExample: {
    token: '3f9a1c0e8b7d6a5f4e3d2c1b0a998877',
    password: 'a long and unusual passphrase',
  },
  responses: { 200: loginResponseSchema },
});

export const myAccountContract = defineContract({
  method: 'GET',
  path: '/api/my/account',
  scope: site,
  summary: 'My account',
  description: "The caller's name, email and active sessions (the calling one marked current).",
  tags,
  auth: 'required',
  responses: { 200: myAccountSchema },
});

export const saveMyNameContract = defineContract({
  method: 'PUT',
  path: '/api/my/account/name',
  scope: site,
  summary: 'Change my name',
  description: "Replaces the caller's first and last name.",
  tags,
  auth: 'required',
  body: strictBody(accountNameSchema),
  bodyExample: { firstName: 'Mia', lastName: 'Harper' },
  responses: { 200: accountNameSchema },
});

export const saveMyLanguageContract = defineContract({
  method: 'PUT',
  path: '/api/my/account/language',
  scope: site,
  summary: 'Choose my language',
  description:
    "The language the product speaks to the caller on every browser they log in on (en, de, fr, es, pt, nl, it, pl, hi, ml), or null for the browser's own.",
  tags,
  auth: 'required',
  body: strictBody(accountLanguageSchema),
  bodyExample: { language: 'ml' },
  responses: { 200: accountLanguageSchema },
});

export const changeMyPasswordContract = defineContract({
  method: 'PUT',
  path: '/api/my/account/password',
  scope: site,
  summary: 'Change my password',
  description:
    "Needs the current password (a wrong one is a field error, throttled like logins); the new one follows the password policy. The caller's other sessions end.",
  tags,
  auth: 'required',
  body: strictBody(passwordChangeSchema),
  bodyExample: { currentPassword: 'the old passphrase', password: 'a long and unusual passphrase' },
  responses: { 204: null },
});

export const revokeMySessionContract = defineContract({
  method: 'DELETE',
  path: '/api/my/account/sessions/:sessionId',
  scope: site,
  summary: 'Log out one of my sessions',
  tags,
  auth: 'required',
  params: z.object({ sessionId: idParam }),
  responses: { 204: null },
});

export const revokeMyOtherSessionsContract = defineContract({
  method: 'POST',
  path: '/api/my/account/sessions/logout-others',
  scope: site,
  summary: 'Log out everywhere else',
  description: 'Ends every session of the caller but the calling one.',
  tags,
  auth: 'required',
  responses: { 204: null },
});

export const inviteMemberAccountContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/member/:personId/account',
  scope: { scope: 'family', ids: { familyId: 'family', personId: 'person' } },
  summary: 'Invite a relative to keep their profile',
  description:
    'Invites the email as a MEMBER of the family linked to the person: they may edit that profile only. Family admins, and branch admins for persons of their branch.',
  tags,
  auth: 'required',
  params: familyParams.extend({ personId: idParam }),
  body: strictBody(memberInviteSchema),
  bodyExample: { email: 'mia@example.com' },
  responses: { 200: memberAccountSchema },
});

export const memberAccountsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/memberAccounts',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "The family's member accounts",
  description:
    'The MEMBER accounts of the family (name, email, the person they keep, status). Family admins see all; branch admins those whose person is in their branch.',
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: z.array(memberAccountItemSchema) },
});

export const removeMemberAccountContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/memberAccounts/:userId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "Remove a member's access",
  description:
    'Ends the MEMBER membership (and any open invitation) of the user in this family; the account itself stays. Family admins, and branch admins for persons of their branch.',
  tags,
  auth: 'required',
  params: familyParams.extend({ userId: idParam }),
  responses: { 204: null },
});
