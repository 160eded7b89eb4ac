/** A place in the app: what a link points to and what the address bar shows, less the origin. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** The current entry of the history: its path and the state a navigation left with it. */
export interface Location extends Path {
  state: unknown;
}

/** Where to go: an app path (`/members/3?page=2`, `profile`, `?tab=names`) or its parts. */
export type To = string | Partial<Path>;

/** Splits `/a?b#c` into its parts; a part the string lacks is left out (not empty). */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/** The location an absolute `href` names. */
export const locationOf = (href: string, state: unknown): Location => ({
  pathname: '/',
  search: '',
  hash: '',
  ...parsePath(href),
  state,
});

export const createPath = ({ pathname, search, hash }: Path) => pathname + search + hash;

const withLead = (part: string | undefined, lead: string) =>
  !part || part === lead ? '' : part.startsWith(lead) ? part : lead + part;

/** `profile` or `../x` against `/members/3`: each `..` drops one segment, `.` none. */
function joinRelative(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The absolute path of a `to`, as react-router resolves it (the app was written against it): a
 * `to` with no pathname (`?tab=names`, `{ search }`) stays on the current pathname; a relative
 * pathname is relative to the path of the route that renders the link; an absolute one is itself.
 */
export function resolveTo(to: To, routePathname: string, locationPathname: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  const { pathname } = target;
  return {
    pathname:
      pathname === undefined
        ? locationPathname
        : pathname.startsWith('/')
          ? pathname
          : pathname === ''
            ? routePathname
            : joinRelative(pathname, routePathname),
    search: withLead(target.search, '?'),
    hash: withLead(target.hash, '#'),
  };
}
