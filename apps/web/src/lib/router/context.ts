import { createContext, useContext, type ReactNode } from 'react';
import type { Params } from './match-routes';
import type { Location } from './path';
import type { Router } from './router';

export const RouterContext = createContext<{ router: Router; location: Location } | null>(null);

export function useRouterContext() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('A link or a router hook is used outside of a router.');
  return context;
}

/** What the route drawing a component matched, the child route it draws, and its error. */
export interface RouteContextValue {
  params: Params;
  /** The pathname this route matched: where its relative links start. */
  pathname: string;
  outlet: ReactNode;
  /** Set for its errorElement: what drawing the route threw. */
  error?: unknown;
}

export const RouteContext = createContext<RouteContextValue>({
  params: {},
  pathname: '/',
  outlet: null,
});
