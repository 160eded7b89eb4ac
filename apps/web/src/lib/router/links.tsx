import { useContext, useEffect, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { RouteContext, useRouterContext } from './context';
import { createPath, resolveTo, type To } from './path';

/** The absolute path of `to` where the calling component is drawn. */
function useHref(to: To): string {
  const { location } = useRouterContext();
  const { pathname } = useContext(RouteContext);
  return createPath(resolveTo(to, pathname, location.pathname));
}

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A path of the app (not another site). */
  to: To;
  /** Replaces the current entry of the history; by default only a link to where one already is does. */
  replace?: boolean;
  state?: unknown;
}

/** The browser's own handling: another tab or window, a download, a click already handled. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  (target !== undefined && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/** A link within the app: a real `<a href>`, followed without a page load. */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const { router, location } = useRouterContext();
  const href = useHref(to);
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, target)) return;
        event.preventDefault();
        router.navigate(href, { replace: replace ?? createPath(location) === href, state });
      }}
    />
  );
}

/**
 * A link of the navigation: `active` class and `aria-current="page"` while the location is its
 * path or below it (as react-router's NavLink, matched case-insensitively).
 */
export function NavLink({ className, ...link }: LinkProps) {
  const { location } = useRouterContext();
  const path = useHref(link.to)
    .replace(/[?#].*/, '')
    .toLowerCase();
  const current = location.pathname.toLowerCase();
  const end = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = current === path || (current.startsWith(path) && current.charAt(end) === '/');
  return (
    <Link
      {...link}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** Navigates once drawn (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { router } = useRouterContext();
  const href = useHref(to);
  useEffect(() => router.navigate(href, { replace, state }), [router, href, replace, state]);
  return null;
}
