import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { familyIdOf } from '../../infra/family-scope.js';
import type { FamilyRole } from './access.policy.js';
import { membershipOf } from './access.repository.js';

/**
 * The scope of a request (issue 29, decision 0035): the family it acts on, who asks, and their
 * role there, resolved once and handed to services as one value instead of a loose viewer and
 * family id that every policy re-read the role from.
 *
 * The role is read lazily and at most once per scope: a public read that never asks pays no
 * statement, and a write that asks the members-only hook, its authorization and its privacy policy
 * reads the membership once. A visitor's role is null without a statement.
 */
export interface RequestScope {
  /** The family the request acts on: on a family's site, the Host's family. */
  readonly familyId: number;
  /** The signed-in caller, null for a visitor. */
  readonly viewer: AuthUser | null;
  /** The viewer's ACTIVE role in the family (INVITED, BLOCK, REJECTED and visitors: null). */
  role(): Promise<FamilyRole | null>;
  /** The ACTIVE membership, with the person a MEMBER keeps (their own profile). */
  membership(): Promise<ActiveMembership | null>;
}

export interface ActiveMembership {
  role: FamilyRole;
  /** The member's own person (MEMBER) or the person the account was given for; may be null. */
  personId: number | null;
}

const roles: readonly string[] = ['FAMILY_ADMIN', 'BRANCH_ADMIN', 'MEMBER'] satisfies FamilyRole[];

/** The ACTIVE membership of a user in a family, in one statement. */
export async function activeMembershipOf(
  db: Db,
  userId: number,
  familyId: number,
): Promise<ActiveMembership | null> {
  const row = await membershipOf(db, familyId, userId);
  if (!row || row.status !== 'ACTIVE' || !roles.includes(row.role)) return null;
  return { role: row.role as FamilyRole, personId: row.person_id };
}

/**
 * The scope of one user in one family, its membership read on first use and kept. For a request
 * use scopeOf; this one also serves a user who is not the caller (a private calendar's owner, the
 * branch admin an assignment is checked for) and the other family of a link request.
 */
export function scopeFor(db: Db, viewer: AuthUser | null, familyId: number): RequestScope {
  let membership: Promise<ActiveMembership | null> | undefined;
  const read = () =>
    (membership ??= viewer
      ? activeMembershipOf(db, viewer.userId, familyId)
      : Promise.resolve(null));
  return {
    familyId,
    viewer,
    membership: read,
    role: async () => (await read())?.role ?? null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the request scopes read memberships from (registerRequestScope). */
    requestScopeDb: Db;
  }
}

/** One scope per request and family: every hook and service of the request shares its reads. */
const scopesOfRequest = new WeakMap<FastifyRequest, Map<number, RequestScope>>();

/** Lets scopeOf read memberships: app.ts calls it once with the app's database. */
export function registerRequestScope(app: FastifyInstance, db: Db): void {
  app.decorate('requestScopeDb', db);
}

/**
 * The scope of this request in the family `familyId` (a family-scoped route's path family, which
 * the family scope hook has checked is the Host's). Memoized per request: the first call makes it,
 * later calls (the members-only hook, the route's authorize, the handler) get the same one.
 */
export function scopeOf(request: FastifyRequest, familyId: number): RequestScope {
  let scopes = scopesOfRequest.get(request);
  if (!scopes) scopesOfRequest.set(request, (scopes = new Map()));
  let scope = scopes.get(familyId);
  if (!scope) {
    scope = scopeFor(request.server.requestScopeDb, request.authUser, familyId);
    scopes.set(familyId, scope);
  }
  return scope;
}

/** The scope of this request in the Host's family (a family-scoped route without a path family). */
export const hostScopeOf = (request: FastifyRequest): RequestScope =>
  scopeOf(request, familyIdOf(request));
