import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { RouteContext, useRouterContext } from './context';
import type { Params } from './match-routes';
import { createPath, resolveTo, type Location, type To } from './path';
import { unblocked, type Blocker, type BlockerFunction, type NavigateOptions } from './router';

export const useLocation = (): Location => useRouterContext().location;

/** The parameters the route drawing the caller (and its parents) matched. */
export const useParams = (): Params => useContext(RouteContext).params;

/** What drawing the route threw (in its errorElement). */
export const useRouteError = (): unknown => useContext(RouteContext).error;

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
}

/** Navigates from code; `to` resolves as a link drawn by the caller would. */
export function useNavigate(): NavigateFunction {
  const { router } = useRouterContext();
  const { pathname } = useContext(RouteContext);
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') router.go(to);
      else router.navigate(createPath(resolveTo(to, pathname, router.location.pathname)), options);
      return Promise.resolve();
    },
    [router, pathname],
  );
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

/** The location's query, and a navigation to the same page with another. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

/**
 * Holds the app's navigations (links, `navigate`, back and forward) while `shouldBlock` says so;
 * the caller then lets the held one `proceed` or `reset`s. A page load or a link to another site
 * is the browser's (beforeunload).
 */
export function useBlocker(shouldBlock: BlockerFunction | boolean): Blocker {
  const { router } = useRouterContext();
  const [blocker, setBlocker] = useState<Blocker>(unblocked);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      router.block((args) => {
        const current = latest.current;
        return typeof current === 'function' ? current(args) : current;
      }, setBlocker),
    [router],
  );
  return blocker;
}
