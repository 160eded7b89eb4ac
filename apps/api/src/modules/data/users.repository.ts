import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';

export type UserRow = {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  is_platform_admin: number;
  /** The language the user chose (issue 31), or null. */
  language: string | null;
};

const userColumns = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'is_platform_admin',
  'language',
] as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    passwordHash: string | null;
    firstName: string;
    lastName: string;
    isPlatformAdmin?: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      is_platform_admin: user.isPlatformAdmin ? 1 : 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

export type UserFamily = {
  familyId: number;
  name: string;
  domainName: string;
  role: string;
  /** The person of a MEMBER membership, null otherwise. */
  personId: number | null;
};

/** The families where the user holds an ACTIVE role: family admin roles first, then by name. */
export async function activeFamiliesOfUser(db: Db, userId: number): Promise<UserFamily[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('families as f', 'f.id', 'm.family_id')
    .select([
      'f.id as familyId',
      'f.name as name',
      'f.domain_name as domainName',
      'm.role as role',
      'm.person_id as personId',
    ])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'ACTIVE')
    .execute();
  const rank = (role: string) => (role === 'FAMILY_ADMIN' ? 0 : 1);
  return rows.sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name));
}

/** The statuses of every membership the user holds, one per family. */
export async function membershipStatusesOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('status')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.status);
}

/** Sets the password of an account that has none yet; false when it already had one. */
export async function setFirstPassword(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .where('password_hash', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateUserIdentity(
  db: Db,
  userId: number,
  fields: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: fields.firstName, last_name: fields.lastName, email: fields.email })
    .where('id', '=', userId)
    .execute();
}

export async function setUserLanguage(db: Db, userId: number, language: string | null) {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export async function setUserName(
  db: Db,
  userId: number,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: name.firstName, last_name: name.lastName })
    .where('id', '=', userId)
    .execute();
}

export async function hasPassword(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash !== null;
}
