import { z } from 'zod';
import { loginRequestSchema } from '../auth.js';
import { createFamilyRequestSchema, platformFamilySchema } from '../branch-admins.js';
import { defineContract } from './contract.js';
import { strictBody } from './strict.js';
import { site } from './common.js';

const tags = ['Platform admin'];

export const platformLoginContract = defineContract({
  method: 'POST',
  path: '/api/platform/login',
  scope: site,
  summary: 'Platform admin login',
  description:
    'Signs in a platform admin (and nobody else) for /admin; every failure answers the same 401.',
  tags,
  auth: 'none',
  body: strictBody(loginRequestSchema),
  bodyExample: { email: 'platform@example.com', password: 'a long secret password' },
  responses: {
    200: z.object({ token: z.string(), firstName: z.string(), lastName: z.string() }),
  },
});

export const platformFamiliesContract = defineContract({
  method: 'GET',
  path: '/api/platform/families',
  scope: site,
  summary: 'All families',
  tags,
  auth: 'required',
  responses: { 200: z.array(platformFamilySchema) },
});

export const createFamilyContract = defineContract({
  method: 'POST',
  path: '/api/platform/families',
  scope: site,
  summary: 'Create a family',
  description: 'Creates the family, its sub-domain and menus, and invites its first family admin.',
  tags,
  auth: 'required',
  body: strictBody(createFamilyRequestSchema),
  bodyExample: {
    name: 'Harper',
    domainName: 'harper',
    adminEmail: 'admin@example.com',
    adminFirstName: 'Ada',
    adminLastName: 'Harper',
  },
  responses: { 201: platformFamilySchema },
});
