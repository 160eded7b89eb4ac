import { locationOf, type Location } from './path';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** A move through the history the page did not make itself (back, forward). */
export interface PopUpdate {
  location: Location;
  /** Entries moved, forward positive; null when the entry was not made by this app. */
  delta: number | null;
}

/** The browser's session history, or an array of entries in tests. */
export interface History {
  readonly location: Location;
  push(href: string, state: unknown): void;
  replace(href: string, state: unknown): void;
  go(delta: number): void;
  /** Called on each back or forward move, not on `push` or `replace`. */
  listen(listener: (update: PopUpdate) => void): () => void;
}

/** What each entry this app makes holds in `history.state`: its place in the stack, for a pop's delta. */
interface EntryState {
  idx: number;
  usr: unknown;
}

const indexOf = (state: unknown) => {
  const idx = (state as Partial<EntryState> | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

export function createBrowserHistory(win: Window = window): History {
  const readLocation = (): Location => {
    const { pathname, search, hash } = win.location;
    const state = win.history.state as Partial<EntryState> | null;
    return { pathname, search, hash, state: state?.usr ?? null };
  };
  let index = indexOf(win.history.state) ?? 0;
  if (indexOf(win.history.state) === null)
    win.history.replaceState({ ...(win.history.state as object), idx: index }, '');
  return {
    get location() {
      return readLocation();
    },
    push(href, usr) {
      index += 1;
      try {
        win.history.pushState({ idx: index, usr } satisfies EntryState, '', href);
      } catch {
        // Safari refuses more than 100 pushes in 30 seconds: a page load still gets there.
        win.location.assign(href);
      }
    },
    replace(href, usr) {
      win.history.replaceState({ idx: index, usr } satisfies EntryState, '', href);
    },
    go: (delta) => win.history.go(delta),
    listen(listener) {
      const onPop = () => {
        const next = indexOf(win.history.state);
        const delta = next === null ? null : next - index;
        index = next ?? 0;
        listener({ location: readLocation(), delta });
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

/** The history of a test: `entries` are paths, the last one current. */
export function createMemoryHistory(entries: string[] = ['/']): History {
  const stack = entries.map((href) => locationOf(href, null));
  let index = stack.length - 1;
  const listeners = new Set<(update: PopUpdate) => void>();
  return {
    get location() {
      return stack[index]!;
    },
    push(href, state) {
      stack.splice(index + 1, stack.length, locationOf(href, state));
      index += 1;
    },
    replace(href, state) {
      stack[index] = locationOf(href, state);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      for (const listener of listeners) listener({ location: stack[index]!, delta: moved });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
