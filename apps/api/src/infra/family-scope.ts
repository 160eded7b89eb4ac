import type { ContractScope, IdKind } from '@familytree/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { familySubdomain, maxId } from '@familytree/shared';
import { notFound } from './errors.js';
import type { FindFamilyByDomain, ScopedFamily } from './tenant.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered, as `METHOD /path` (the scope test walks them). */
    apiRoutes: readonly string[];
  }
  interface FastifyRequest {
    /** The family of the Host's sub-domain, resolved once before any handler; null on the main site. */
    family: ScopedFamily | null;
  }
}

/**
 * What a path or query parameter names. `family` and `domain` must be the Host's family; the other
 * kinds are looked up by an owner check (injected by app.ts: infra knows no module).
 */
export type { IdKind } from '@familytree/shared';
/**
 * How a route is scoped, as its contract declares it (ContractScope):
 * - `site`: served on any host (the main site's calls: login, hand-off, platform admin,
 *   invitations, static data; and image files, whose random names are their only key).
 * - `family`: served only on a family's sub-domain; every id in `ids` is checked against that
 *   family before the handler runs, and a mismatch is 404 (the thing does not exist here).
 */
export type RouteScope = ContractScope;

/**
 * Whose the thing `id` of `kind` is, seen from the family: `own` (for linkedPerson: of the family or
 * linked to it), `other` (another family's), or `unknown` (no such thing anywhere: the handler
 * answers it as before, with its own 404 or empty list).
 */
export type Ownership = 'own' | 'other' | 'unknown';
/** The ownership of each id of one kind, in the order given: one lookup for all of them. */
export type OwnerCheck = (
  kind: IdKind,
  familyId: number,
  ids: readonly number[],
) => Promise<Ownership[]>;

/**
 * The person that a merged-away id of the family now is (decision 0053), for each id among `ids`
 * that was merged; ids never merged are missing from the answer.
 */
export type MergedIds = (familyId: number, ids: readonly number[]) => Promise<Map<number, number>>;

export interface FamilyScopeOptions {
  baseDomain: string;
  findFamily: FindFamilyByDomain;
  /** Every API route by `METHOD /path`; a route missing here stops the server at start. */
  routeScopes: Record<string, RouteScope>;
  /** Paths under which every route is `site` (a plugin's own routes, such as the API reference). */
  sitePrefixes: readonly string[];
  owns: OwnerCheck;
  /** Reads (GET) by a merged-away person id answer with the kept person: the id is rewritten. */
  mergedIds?: MergedIds;
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The family of a request's Host (null on the main site or for an unknown sub-domain). */
export async function familyOfHost(
  host: string | undefined,
  options: Pick<FamilyScopeOptions, 'baseDomain' | 'findFamily'>,
): Promise<ScopedFamily | null> {
  const sub = familySubdomain(host, options.baseDomain);
  return sub === null ? null : options.findFamily(sub);
}

/** Built files (hashed names) need no family: skip the lookup for them. */
const needsNoFamily = (url: string) => url.startsWith('/assets/');

/** An id the database can hold; anything else is left to the route's validation (400). */
function positiveId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= maxId ? id : null;
}

const personKinds: ReadonlySet<IdKind> = new Set(['person', 'linkedPerson']);

/**
 * A read naming a person merged into another names the kept person instead (decision 0053): the
 * path or query value is rewritten before anything else sees it. One lookup, only for ids that
 * are no person (the common case costs the owner check's statement alone).
 */
async function redirectMerged(
  request: FastifyRequest,
  family: ScopedFamily,
  ids: Partial<Record<string, IdKind>>,
  owns: OwnerCheck,
  mergedIds: MergedIds,
): Promise<void> {
  const bags = [request.params, request.query] as Array<Record<string, unknown> | undefined>;
  const named: Array<{ bag: Record<string, unknown>; name: string; id: number }> = [];
  for (const [name, kind] of Object.entries(ids))
    for (const bag of bags) {
      const id = bag && kind && personKinds.has(kind) ? positiveId(bag[name]) : null;
      if (bag && id !== null) named.push({ bag, name, id });
    }
  if (named.length === 0) return;
  const owned = await owns(
    'person',
    family.id,
    named.map((n) => n.id),
  );
  const unknown = named.filter((_, i) => owned[i] === 'unknown');
  if (unknown.length === 0) return;
  const kept = await mergedIds(
    family.id,
    unknown.map((n) => n.id),
  );
  for (const { bag, name, id } of unknown) {
    const to = kept.get(id);
    if (to !== undefined) bag[name] = String(to);
  }
}

async function checkIds(
  request: FastifyRequest,
  family: ScopedFamily,
  ids: Partial<Record<string, IdKind>>,
  owns: OwnerCheck,
): Promise<boolean> {
  const values = {
    ...(request.query as Record<string, unknown> | undefined),
    ...(request.params as Record<string, unknown> | undefined),
  };
  // The ids of one kind are looked up together (a relation's two persons: one statement).
  const idsByKind = new Map<IdKind, number[]>();
  for (const [name, kind] of Object.entries(ids)) {
    const raw = values[name];
    if (raw === undefined || kind === undefined) continue;
    if (kind === 'domain') {
      if (typeof raw === 'string' && raw.toLowerCase() !== family.domain) return false;
      continue;
    }
    // A malformed id is left to the route's own validation (400); 0 means "no parent".
    const id = positiveId(raw);
    if (id === null) continue;
    if (kind === 'family' && id === family.id) continue;
    idsByKind.set(kind, [...(idsByKind.get(kind) ?? []), id]);
  }
  for (const [kind, kindIds] of idsByKind)
    if ((await owns(kind, family.id, kindIds)).includes('other')) return false;
  return true;
}

/**
 * Resolves the family from the Host once per request, then, before any handler, refuses a
 * family-scoped call on the main site and any id of another family with the same 404 as an
 * unknown id: another family's data is never read or changed through this family's site.
 */
export function registerFamilyScope(app: FastifyInstance, options: FamilyScopeOptions): void {
  app.decorateRequest('family', null);
  const registered: string[] = [];
  app.decorate('apiRoutes', registered);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (options.sitePrefixes.some((prefix) => route.url.startsWith(prefix))) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      registered.push(routeKey(method, route.url));
      if (!options.routeScopes[routeKey(method, route.url)])
        throw new Error(
          `${routeKey(method, route.url)} has no family scope: declare its scope in its contract (packages/shared/src/contracts)`,
        );
    }
  });

  app.addHook('onRequest', async (request) => {
    if (needsNoFamily(request.url)) return;
    request.family = await familyOfHost(request.headers.host, options);
  });

  // Before validation: a foreign id is 404 whatever else is wrong with the request.
  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const rule = options.routeScopes[routeKey(method, url)];
    if (!rule || rule.scope === 'site') return;
    if (!request.family) throw notFound();
    if (rule.ids && method === 'GET' && options.mergedIds)
      await redirectMerged(request, request.family, rule.ids, options.owns, options.mergedIds);
    if (rule.ids && !(await checkIds(request, request.family, rule.ids, options.owns)))
      throw notFound();
  });
}

/**
 * The Host's family of a family-scoped call: the scope has already refused such a call on the
 * main site, so the 404 here only guards a route classified by mistake.
 */
export function familyIdOf(request: FastifyRequest): number {
  if (!request.family) throw notFound();
  return request.family.id;
}
