import { Children, Component, Fragment, isValidElement, useContext, type ReactNode } from 'react';
import { RouteContext, useRouterContext, type RouteContextValue } from './context';
import { matchRoutes, type RouteMatch, type RouteObject } from './match-routes';
import type { Location } from './path';

interface BoundaryProps {
  location: Location;
  route: RouteContextValue;
  errorElement: ReactNode;
  children: ReactNode;
}

/** A route's errorElement in place of the route when drawing it throws, until the next navigation. */
class RouteErrorBoundary extends Component<
  BoundaryProps,
  { failed: boolean; error: unknown; location: Location }
> {
  override state = { failed: false, error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location
      ? null
      : { failed: false, error: undefined, location: props.location };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteContext.Provider value={{ ...this.props.route, error: this.state.error }}>
        {this.props.errorElement}
      </RouteContext.Provider>
    );
  }
}

/** The matched routes drawn inside each other, the root outermost (each draws the next as its outlet). */
export function renderMatches(matches: RouteMatch[] | null, location: Location): ReactNode {
  if (!matches) return null;
  return matches.reduceRight<ReactNode>((outlet, { route, params, pathname }) => {
    const value = { params, pathname, outlet };
    const drawn = (
      <RouteContext.Provider value={value}>{route.element ?? outlet}</RouteContext.Provider>
    );
    if (route.errorElement === undefined) return drawn;
    return (
      <RouteErrorBoundary location={location} route={value} errorElement={route.errorElement}>
        {drawn}
      </RouteErrorBoundary>
    );
  }, null);
}

/** Where a route draws the child route that matched. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export interface RouteProps extends Omit<RouteObject, 'children'> {
  children?: ReactNode;
}

/** A route of `<Routes>`: never drawn itself, `<Routes>` reads its props. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever used as a child of <Routes>.');
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    const { children: nested, ...route } = child.props;
    routes.push({ ...route, children: nested === undefined ? undefined : routesOf(nested) });
  });
  return routes;
}

/**
 * The `<Route>` children that match the location, drawn. Their paths are absolute: the app's
 * table is `createBrowserRouter`'s, and tests draw a screen at its own path.
 */
export function Routes({ children }: { children: ReactNode }) {
  const { location } = useRouterContext();
  return renderMatches(matchRoutes(routesOf(children), location.pathname), location);
}
