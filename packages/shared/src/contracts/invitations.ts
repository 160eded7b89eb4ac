import { z } from 'zod';
import { loginResponseSchema } from '../auth.js';
import {
  invitationAnswerSchema,
  invitationSchema,
  pendingInvitationSchema,
} from '../branch-admins.js';
import { defineContract } from './contract.js';
import { familyParams, site } from './common.js';
import { strictBody } from './strict.js';

const tags = ['Invitations'];
const tokenParams = z.object({ token: z.string().min(16).max(128) });

export const invitationContract = defineContract({
  method: 'GET',
  path: '/api/invitations/:token',
  scope: site,
  summary: 'An invitation',
  tags,
  auth: 'none',
  params: tokenParams,
  responses: { 200: invitationSchema },
});

export const acceptInvitationContract = defineContract({
  method: 'POST',
  path: '/api/invitations/:token/accept',
  scope: site,
  summary: 'Accept an invitation',
  description:
    "For a new account: sets its first password (the password policy's messages come back as field errors), activates the membership and logs in.",
  tags,
  auth: 'none',
  params: tokenParams,
  // The password policy runs in the service, after the invitation is found (404 first).
  body: strictBody(z.object({ password: z.string().optional() })),
  bodyExample: { password: 'a long and unusual passphrase' },
  responses: { 200: loginResponseSchema },
});

export const myInvitationsContract = defineContract({
  method: 'GET',
  path: '/api/my/invitations',
  scope: site,
  summary: 'My pending invitations',
  tags,
  auth: 'required',
  responses: { 200: z.array(pendingInvitationSchema) },
});

export const acceptMyInvitationContract = defineContract({
  method: 'POST',
  path: '/api/my/invitations/:familyId/accept',
  scope: site,
  summary: 'Accept my invitation to a family',
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: invitationAnswerSchema },
});

export const declineMyInvitationContract = defineContract({
  method: 'POST',
  path: '/api/my/invitations/:familyId/decline',
  scope: site,
  summary: 'Decline my invitation to a family',
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: invitationAnswerSchema },
});
