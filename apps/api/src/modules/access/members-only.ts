import type { FastifyInstance } from 'fastify';
import { membersOnlyCode, privacyMessages } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { AppError } from '../../infra/errors.js';
import { routeKey, type RouteScope } from '../../infra/family-scope.js';
import { readFamilySettings } from '../data/settings.repository.js';
import { isActiveMember } from './privacy.js';
import { scopeOf } from './request-scope.js';

/**
 * A members-only site (issue 16, decision 0019): visitors see the home page and a login, nothing
 * else. Every family-scoped read is refused to them except the site's own pages, so a read added
 * later (a gallery, news) is refused by default, not leaked by default. Writes need a user anyway.
 */
const openToVisitors = new Set([
  'GET /api/family/:familyId/menus/all',
  'GET /api/family/:familyId/menu/:menuId/pageContent',
  // A member's private feed: the secret token stands in for the login a phone calendar lacks.
  'GET /api/family/:familyId/calendar/private/:token/events.ics',
]);

export function registerMembersOnly(
  app: FastifyInstance,
  db: Db,
  routeScopes: Record<string, RouteScope>,
): void {
  // Registered after the family scope: a foreign id has already answered 404.
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || !request.family) return;
    const key = routeKey('GET', url);
    if (routeScopes[key]?.scope !== 'family' || openToVisitors.has(key)) return;
    const { membersOnly } = await readFamilySettings(db, request.family.id);
    if (!membersOnly) return;
    // The request's scope: the handler that follows reuses the membership read here.
    if (await isActiveMember(scopeOf(request, request.family.id))) return;
    throw request.authUser
      ? new AppError(403, membersOnlyCode, privacyMessages.membersOnlySignedIn)
      : new AppError(401, membersOnlyCode, privacyMessages.membersOnly);
  });
}
