import { useSyncExternalStore } from 'react';
import type { View } from '../logic/viewport';

type Change = View | null | ((view: View | null) => View | null);

/**
 * The chart's pan and zoom, outside React state: the surface and its controls never re-render
 * while the chart pans; only the components that read the view (useView) do (issue 32, 60 fps).
 */
export interface ViewStore {
  get: () => View | null;
  set: (change: Change) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createViewStore(): ViewStore {
  let view: View | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => view,
    set: (change) => {
      const next = typeof change === 'function' ? change(view) : change;
      if (next === view) return;
      view = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The current view, re-rendering on each change. An external store renders synchronously: a view
 * set in an animation frame is drawn in that frame, not one later.
 */
export function useView(store: ViewStore): View | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
