import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@familytree/shared';
import sharp from 'sharp';
import type { AppContext } from '../infra/context.js';
import { bearer, createFamily, createUser, login, type TestFamily } from './factories.js';
import { multipartFile } from './multipart.js';

/** A family seen by each role a refusal test needs: its admin, a branch admin, another family's admin. */
export interface FamilyRoles {
  family: TestFamily;
  other: TestFamily;
  adminToken: string;
  branchToken: string;
  otherAdminToken: string;
}

export async function familyWithRoles(
  app: FastifyInstance,
  context: AppContext,
): Promise<FamilyRoles> {
  const family = await createFamily(context);
  const other = await createFamily(context);
  const branch = await createUser(context, {
    memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
  });
  return {
    family,
    other,
    adminToken: await login(app, family.admin.email, family.admin.password),
    branchToken: await login(app, branch.email, branch.password),
    otherAdminToken: await login(app, other.admin.email, other.admin.password),
  };
}

/** Uploads a small PNG through the API to the family of `domain`; answers the stored name. */
export async function uploadTestImage(
  app: FastifyInstance,
  token: string,
  domain: string,
  background = '#aa3300',
): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
  const body = multipartFile('file', 'a.png', png);
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.uploadImage,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), host: `${domain}.localhost` },
  });
  return res.json<{ name: string }>().name;
}
