import { createBrowserHistory, type History, type HistoryAction } from './history';
import type { RouteObject } from './match-routes';
import { locationOf, type Location } from './path';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What `useBlocker` returns: `blocked` holds a navigation until `proceed` or `reset`. */
export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed?: undefined; reset?: undefined };

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

export const unblocked: Blocker = { state: 'unblocked' };

interface BlockerEntry {
  shouldBlock: BlockerFunction;
  onChange: (blocker: Blocker) => void;
  proceeding: boolean;
}

/** The app's navigation: one current location over a history, and who is told when it moves. */
export interface Router {
  readonly routes: RouteObject[];
  readonly location: Location;
  /** `href` is absolute (resolveTo). */
  navigate(href: string, options?: NavigateOptions): void;
  go(delta: number): void;
  subscribe(listener: () => void): () => void;
  /** While registered, `shouldBlock` may hold navigations; `onChange` hears the blocker's state. */
  block(shouldBlock: BlockerFunction, onChange: (blocker: Blocker) => void): () => void;
}

export function createRouter(history: History, routes: RouteObject[] = []): Router {
  let location = history.location;
  const listeners = new Set<() => void>();
  // As react-router: the last one registered decides.
  const blockers: BlockerEntry[] = [];
  // A blocked back or forward move is undone by moving back; that move is not a navigation.
  let undoing = false;

  const moveTo = (next: Location) => {
    location = next;
    for (const listener of listeners) listener();
  };

  /** Holds the move when the blocker says so; `go` makes it when the blocker lets it proceed. */
  const held = (next: Location, action: HistoryAction, go: () => void): boolean => {
    const entry = blockers.at(-1);
    if (
      !entry ||
      entry.proceeding ||
      !entry.shouldBlock({ currentLocation: location, nextLocation: next, historyAction: action })
    )
      return false;
    const settle = (blocker: Blocker) => {
      if (blockers.includes(entry)) entry.onChange(blocker);
    };
    settle({
      state: 'blocked',
      location: next,
      proceed() {
        entry.proceeding = true;
        settle({ state: 'proceeding', location: next });
        go();
      },
      reset: () => settle(unblocked),
    });
    return true;
  };

  /** After a held move was made: the blocker waits for the next one again. */
  const release = () => {
    for (const entry of blockers) {
      if (!entry.proceeding) continue;
      entry.proceeding = false;
      entry.onChange(unblocked);
    }
  };

  history.listen(({ location: next, delta }) => {
    if (undoing) {
      undoing = false;
      return;
    }
    // A move between entries this app did not make cannot be undone: it is not held.
    if (delta && held(next, 'POP', () => history.go(delta))) {
      undoing = true;
      history.go(-delta);
      return;
    }
    moveTo(next);
    release();
  });

  const navigate = (href: string, { replace = false, state = null }: NavigateOptions = {}) => {
    const go = () => {
      if (replace) history.replace(href, state);
      else history.push(href, state);
      moveTo(history.location);
      release();
    };
    const next = locationOf(href, state);
    if (!held(next, replace ? 'REPLACE' : 'PUSH', go)) go();
  };

  return {
    routes,
    get location() {
      return location;
    },
    navigate,
    go: (delta) => history.go(delta),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(shouldBlock, onChange) {
      const entry: BlockerEntry = { shouldBlock, onChange, proceeding: false };
      blockers.push(entry);
      return () => {
        const at = blockers.indexOf(entry);
        if (at >= 0) blockers.splice(at, 1);
      };
    },
  };
}

/** The app's router over the browser's history (app/router.tsx makes one, on the first render). */
export const createBrowserRouter = (routes: RouteObject[]) =>
  createRouter(createBrowserHistory(), routes);
