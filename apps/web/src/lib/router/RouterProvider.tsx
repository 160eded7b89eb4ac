import { memo, startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext, useRouterContext } from './context';
import { createMemoryHistory } from './history';
import { matchRoutes, type RouteObject } from './match-routes';
import { renderMatches } from './render-matches';
import { createRouter, type Router } from './router';

/**
 * Gives its children the router and its location. A navigation is drawn as a transition, as
 * react-router draws it: the page stays until the next one's code has loaded (no loading flash).
 */
function RouterView({ router, children }: { router: Router; children: ReactNode }) {
  const [location, setLocation] = useState(router.location);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setLocation(router.location));
    follow();
    return router.subscribe(follow);
  }, [router]);
  const value = useMemo(() => ({ router, location }), [router, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const AppRoutes = memo(function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { location } = useRouterContext();
  return renderMatches(matchRoutes(routes, location.pathname), location);
});

/** Draws the router's route table at the current location. */
export function RouterProvider({ router }: { router: Router }) {
  return (
    <RouterView router={router}>
      <AppRoutes routes={router.routes} />
    </RouterView>
  );
}

/** A router over an array of entries, for tests: `initialEntries` are paths, the last current. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [router] = useState(() => createRouter(createMemoryHistory(initialEntries)));
  return <RouterView router={router}>{children}</RouterView>;
}
