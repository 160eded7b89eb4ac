import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  type FamilyRole,
  type LoginResponse,
  type MembershipStatus,
} from '@familytree/shared';
import { insertUser } from '../modules/data/users.repository.js';
import { insertMembership } from '../modules/data/families.repository.js';
import { createFamiliesService } from '../modules/families/families.service.js';
import type { AppContext } from '../infra/context.js';
import { hashPassword } from '../infra/passwords.js';

/** The password every test user gets unless a test asks otherwise. */
export const testPassword = 'correct-horse-battery-staple';

// scrypt costs about 100 ms per hash: each distinct password is hashed once per test file.
const hashes = new Map<string, Promise<string>>();
export function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A name no other test (file or run) uses: `prefix-<random>`, lowercase, DNS-safe. */
export function uniqueName(prefix = 't'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export const uniqueEmail = (prefix = 'user') => `${uniqueName(prefix)}@test.example`;

export interface TestUser {
  userId: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface NewTestUser {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  platformAdmin?: boolean;
  memberships?: Array<{ familyId: number; role: FamilyRole; status?: MembershipStatus }>;
}

/** A user written straight through the repositories, with optional memberships. */
export async function createUser(context: AppContext, input: NewTestUser = {}): Promise<TestUser> {
  const user = {
    email: input.email ?? uniqueEmail(),
    password: input.password ?? testPassword,
    firstName: input.firstName ?? 'Test',
    lastName: input.lastName ?? 'User',
  };
  const userId = await insertUser(context.db, {
    email: user.email,
    passwordHash: await cachedHash(user.password),
    firstName: user.firstName,
    lastName: user.lastName,
    isPlatformAdmin: input.platformAdmin ?? false,
  });
  for (const m of input.memberships ?? []) {
    await insertMembership(context.db, {
      familyId: m.familyId,
      userId,
      role: m.role,
      status: m.status ?? 'ACTIVE',
    });
  }
  return { userId, ...user };
}

export interface TestFamily {
  familyId: number;
  domainName: string;
  name: string;
  admin: TestUser;
}

export interface NewTestFamily {
  domainName?: string;
  name?: string;
  admin?: { email?: string; password?: string; firstName?: string; lastName?: string };
}

/** A family with its four menus and its first family admin, made by the families service. */
export async function createFamily(
  context: AppContext,
  input: NewTestFamily = {},
): Promise<TestFamily> {
  const domainName = input.domainName ?? uniqueName('fam');
  const name = input.name ?? `Family ${domainName}`;
  const admin = {
    email: input.admin?.email ?? uniqueEmail('admin'),
    password: input.admin?.password ?? testPassword,
    firstName: input.admin?.firstName ?? 'Family',
    lastName: input.admin?.lastName ?? 'Admin',
  };
  const familyId = await createFamiliesService(context).create({ domainName, name, admin });
  const row = await context.db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.id')
    .where('m.family_id', '=', familyId)
    .where('m.role', '=', 'FAMILY_ADMIN')
    .executeTakeFirstOrThrow();
  return {
    familyId,
    domainName: domainName.toLowerCase(),
    name,
    admin: { userId: row.id, ...admin },
  };
}

/** Logs in through the API and answers the whole login response; fails the test otherwise. */
export async function loginResponse(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<LoginResponse> {
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 200) {
    throw new Error(`Login of ${email} failed with ${res.statusCode}: ${res.body}`);
  }
  return res.json<LoginResponse>();
}

/** Logs in through the API and answers the bearer token. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<string> {
  return (await loginResponse(app, email, password, remoteAddress)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new platform admin, logged in through the platform login: their bearer token. */
export async function platformAdminToken(
  app: FastifyInstance,
  context: AppContext,
): Promise<string> {
  const admin = await createUser(context, { platformAdmin: true });
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.platformLogin,
    payload: { email: admin.email, password: admin.password },
  });
  if (res.statusCode !== 200)
    throw new Error(`Platform login failed with ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}
