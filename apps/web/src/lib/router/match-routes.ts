import type { ReactNode } from 'react';

/** A route of the app's table (app/router.tsx), in react-router's shape. */
export interface RouteObject {
  /** Absolute, or relative to the parent's path; `:name` is a parameter, a final `*` the rest. */
  path?: string;
  /** Drawn at its parent's own path. */
  index?: boolean;
  /** What it draws; a route without one draws its child (the `<Outlet />`). */
  element?: ReactNode;
  /** Drawn instead of the route (and its children) when drawing it throws. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** One route of the matched branch, from the root down, with what it matched. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the pathname this route and its parents matched (relative links start here). */
  pathname: string;
}

interface Branch {
  /** The routes from the root to the matched one, and the full path of each. */
  levels: { route: RouteObject; path: string }[];
  score: number;
}

const joinPaths = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent}/${path}`.replace(/\/\/+/g, '/');

/** Every route that can be matched (pathless layouts cannot), children before their parent. */
function flatten(routes: RouteObject[], parents: Branch['levels'] = [], into: Branch[] = []) {
  for (const route of routes) {
    const parentPath = parents.at(-1)?.path ?? '/';
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const levels = [...parents, { route, path }];
    if (route.children) flatten(route.children, levels, into);
    if (route.path !== undefined || route.index)
      into.push({ levels, score: scoreOf(path, route.index === true) });
  }
  return into;
}

/**
 * react-router's ranking, so that the most specific route wins whatever the order of the table:
 * a static segment counts 10, a parameter 3, an empty one 1; an index route 2 more, a `*` 2 less.
 */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (index ? 2 : 0) - (segments.includes('*') ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** react-router's path patterns, matched case-insensitively and with or without a final slash. */
function compile(path: string, end: boolean) {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '/') source += '(?:(?=\\/|$))';
  return { pattern: new RegExp(source, 'i'), names };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

function matchPath(path: string, pathname: string, end: boolean) {
  const { pattern, names } = compile(path, end);
  const found = pattern.exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => (params[name] = decode(found[i + 1] ?? '')));
  const splat = names.includes('*') ? (found.at(-1) ?? '') : '';
  const matched = found[0].slice(0, found[0].length - splat.length).replace(/(.)\/+$/, '$1');
  return { params, pathname: matched || '/' };
}

const branchesOf = new WeakMap<RouteObject[], Branch[]>();

/** The routes that draw `pathname`, root first, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = branchesOf.get(routes);
  if (!branches) {
    // A stable sort: of two routes as specific, the first in the table wins.
    branches = flatten(routes).sort((a, b) => b.score - a.score);
    branchesOf.set(routes, branches);
  }
  for (const { levels } of branches) {
    const leaf = levels.at(-1)!;
    if (!matchPath(leaf.path, pathname, true)) continue;
    return levels.map(({ route, path }, i) => ({
      route,
      ...matchPath(path, pathname, i === levels.length - 1)!,
    }));
  }
  return null;
}
