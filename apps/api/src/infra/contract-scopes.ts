import { allContracts } from '@familytree/shared';
import { routeKey, type RouteScope } from './family-scope.js';

/**
 * Every API route's scope, as its contract declares it (issue 29: the paths are no longer
 * restated beside the contracts). The server refuses to start with a route missing here, and
 * route-scopes.test.ts walks every family-scoped route with the ids of another family.
 */
export const routeScopes: Record<string, RouteScope> = Object.fromEntries(
  allContracts.map((contract) => [routeKey(contract.method, contract.path), contract.scope]),
);

/** The published API reference (issue 12, part 5) registers its own routes: all main-site. */
export const siteRoutePrefixes = ['/api/docs'] as const;
