import { z } from 'zod';
import {
  authCheckResponseSchema,
  handoffExchangeRequestSchema,
  handoffResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
} from '../auth.js';
import { siteConfigSchema } from '../family.js';
import { defineContract } from './contract.js';
import { strictBody } from './strict.js';
import { site } from './common.js';

const tags = ['Auth'];

export const configContract = defineContract({
  method: 'GET',
  path: '/api/config',
  scope: site,
  summary: 'Site configuration',
  description: 'The base domain that family sub-domains hang from.',
  tags: ['Site configuration'],
  auth: 'none',
  responses: { 200: siteConfigSchema },
});

export const loginContract = defineContract({
  method: 'POST',
  path: '/api/familytree/auth/login',
  scope: site,
  summary: 'Log in',
  description:
    'Checks email and password and starts a session; the answer carries the Bearer token. Repeated failures are throttled (429).',
  tags,
  auth: 'none',
  body: strictBody(loginRequestSchema),
  bodyExample: { email: 'admin@example.com', password: 'a long secret password' },
  responses: { 200: loginResponseSchema },
});

export const authCheckContract = defineContract({
  method: 'POST',
  path: '/api/familytree/auth/check',
  scope: site,
  summary: 'Check the session',
  description: "The signed-in user's roles and families, for the sub-domain given.",
  tags,
  auth: 'required',
  query: z.object({ subdomain: z.string().max(63).optional() }),
  responses: { 200: authCheckResponseSchema },
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/api/familytree/auth/logout',
  scope: site,
  summary: 'Log out',
  description: 'Ends the session of the Bearer token.',
  tags,
  auth: 'required',
  responses: { 204: null },
});

export const handoffContract = defineContract({
  method: 'POST',
  path: '/api/familytree/auth/handoff',
  scope: site,
  summary: 'Create a hand-off code',
  description:
    "A one-time code that carries the login from the main site to a family's sub-domain.",
  tags,
  auth: 'required',
  responses: { 200: handoffResponseSchema },
});

export const handoffExchangeContract = defineContract({
  method: 'POST',
  path: '/api/familytree/auth/handoff/exchange',
  scope: site,
  summary: 'Exchange a hand-off code',
  description: 'Spends a hand-off code and starts a session on this host.',
  tags,
  auth: 'none',
  body: strictBody(handoffExchangeRequestSchema),
  bodyExample: { code: '3f9a1c0e8b7d6a5f4e3d2c1b0a998877' },
  responses: { 200: loginResponseSchema },
});
