import type { FastifyInstance, InjectOptions } from 'fastify';
import { maxId } from '@familytree/shared';
import type { IdKind } from '../infra/family-scope.js';
import type { AppContext } from '../infra/context.js';
import { routeScopes } from '../infra/contract-scopes.js';

/**
 * The web app calls a family's API from that family's sub-domain. Tests write their requests as
 * paths; this gives each family-scoped request the Host of the family its ids belong to (the
 * first checked id of the route, as the browser on that family's site would), unless the test
 * sets a Host itself (the cross-family tests do, to ask with another family's ids).
 */

interface Pattern {
  method: string;
  regex: RegExp;
  ids: Array<[string, IdKind]>;
}

const patterns: Pattern[] = Object.entries(routeScopes).flatMap(([key, rule]) => {
  if (rule.scope !== 'family') return [];
  const [method, url] = key.split(' ') as [string, string];
  const regex = new RegExp(
    `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`,
  );
  const ids = Object.entries(rule.ids ?? {}).filter(
    (entry): entry is [string, IdKind] => entry[1] !== undefined,
  );
  return [{ method, regex, ids }];
});

async function domainOfId(
  context: AppContext,
  kind: IdKind,
  raw: string,
  method: string,
): Promise<string | null> {
  const { db } = context;
  if (kind === 'domain') return decodeURIComponent(raw).toLowerCase();
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > maxId) return null;
  const familyOf = async (familyId: number | undefined) =>
    familyId === undefined
      ? null
      : ((
          await db
            .selectFrom('families')
            .select('domain_name')
            .where('id', '=', familyId)
            .executeTakeFirst()
        )?.domain_name ?? null);
  switch (kind) {
    case 'family':
      return familyOf(id);
    case 'person':
    case 'linkedPerson':
      return familyOf(
        (await db.selectFrom('persons').select('family_id').where('id', '=', id).executeTakeFirst())
          ?.family_id,
      );
    case 'menu':
      return familyOf(
        (await db.selectFrom('menus').select('family_id').where('id', '=', id).executeTakeFirst())
          ?.family_id,
      );
    case 'linkRequest': {
      const row = await db
        .selectFrom('link_requests')
        .select(['family_id', 'target_family_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      // The receiving family answers a request; the sending family cancels it.
      return familyOf(method === 'DELETE' ? row?.family_id : row?.target_family_id);
    }
    case 'familyUser':
      return familyOf(
        (
          await db
            .selectFrom('memberships')
            .select('family_id')
            .where('user_id', '=', id)
            .orderBy('id')
            .executeTakeFirst()
        )?.family_id,
      );
  }
}

/** The Host a family-scoped request is sent with: `<domain>.<baseDomain>`, or undefined. */
export async function familyHostFor(
  context: AppContext,
  method: string,
  url: string,
): Promise<string | undefined> {
  const parsed = new URL(url, 'http://localhost');
  const pattern = patterns.find((p) => p.method === method && p.regex.test(parsed.pathname));
  if (!pattern) return undefined;
  const params = pattern.regex.exec(parsed.pathname)!.groups ?? {};
  const values: Record<string, string> = {
    ...Object.fromEntries(parsed.searchParams),
    ...params,
  };
  // Routes that name no family of their own (person search) use the family they ask about.
  const candidates: Array<[string, IdKind]> = pattern.ids.length
    ? pattern.ids
    : [['familyId', 'family']];
  for (const [name, kind] of candidates) {
    const raw = values[name];
    if (raw === undefined) continue;
    const domain = await domainOfId(context, kind, raw, method);
    if (domain) return `${domain}.${context.config.baseDomain}`;
  }
  // Ids of no family (unknown ids): any family's site answers 404 for them as before.
  const any = await context.db
    .selectFrom('families')
    .select('domain_name')
    .orderBy('id')
    .executeTakeFirst();
  return any ? `${any.domain_name}.${context.config.baseDomain}` : undefined;
}

/** Makes `app.inject` add the family's Host to family-scoped requests that set none. */
export function sendFamilyHosts(app: FastifyInstance, context: AppContext): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => unknown;
  const withHost = async (options: InjectOptions | string) => {
    const opts: InjectOptions = typeof options === 'string' ? { url: options } : options;
    const headers = (opts.headers ?? {}) as Record<string, unknown>;
    const hasHost = Object.keys(headers).some((h) => h.toLowerCase() === 'host');
    const url = typeof opts.url === 'string' ? opts.url : (opts.path as string | undefined);
    if (hasHost || !url) return inject(opts);
    const host = await familyHostFor(context, (opts.method ?? 'GET').toUpperCase(), url);
    return inject(host ? { ...opts, headers: { ...headers, host } } : opts);
  };
  (app as unknown as { inject: typeof withHost }).inject = withHost;
}
