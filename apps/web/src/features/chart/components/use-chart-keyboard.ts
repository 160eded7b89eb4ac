import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import { chartNeighbours, type Neighbours } from '../logic/chart-neighbours';

const moves: Record<string, keyof Neighbours> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const keyOf = (target: EventTarget) =>
  target instanceof Element ? target.closest('[data-key]')?.getAttribute('data-key') : null;

/**
 * The chart's cards by keyboard: one card is in the tab order (the focus person's at first), the
 * arrow keys move along the chart's lines (logic/chart-neighbours.ts), Home goes back to the
 * focus person and Escape hands the keys to the chart surface (pan and zoom). The card moved to
 * is brought on screen with `reveal` and focused once it is drawn.
 */
export function useChartKeyboard(args: {
  svgRef: RefObject<SVGSVGElement | null>;
  layout: ChartLayout;
  focusId: number;
  /** Whether a card is drawn whole on screen now (else `reveal` pans to it). */
  onScreen: (p: PlacedPerson) => boolean;
  reveal: (p: PlacedPerson) => void;
}) {
  const { svgRef, layout, focusId, onScreen, reveal } = args;
  const nav = useMemo(() => chartNeighbours(layout.placed, focusId), [layout, focusId]);
  const byKey = useMemo(() => new Map(layout.placed.map((p) => [p.key, p])), [layout]);
  const [chosen, setChosen] = useState<string | null>(null);
  const activeKey = chosen !== null && byKey.has(chosen) ? chosen : nav.home;
  const active = activeKey === undefined ? undefined : byKey.get(activeKey);
  const pendingFocus = useRef<string | null>(null);

  // After the render that draws the card moved to (it may have been off screen, so not drawn).
  useEffect(() => {
    const key = pendingFocus.current;
    if (key === null || key !== activeKey) return;
    const card = svgRef.current?.querySelector<SVGElement>(
      `[data-key="${CSS.escape(key)}"] > [role="button"]`,
    );
    if (!card) return;
    pendingFocus.current = null;
    card.focus();
  });

  const moveTo = useCallback(
    (key: string | undefined) => {
      const p = key === undefined ? undefined : byKey.get(key);
      if (!p) return;
      setChosen(p.key);
      pendingFocus.current = p.key;
      if (!onScreen(p)) reveal(p);
    },
    [byKey, onScreen, reveal],
  );

  /** Wraps the surface's own keys: a key pressed on a card moves along the chart instead. */
  const onKeyDown = useCallback(
    (surface: (event: KeyboardEvent<SVGSVGElement>) => void) =>
      (event: KeyboardEvent<SVGSVGElement>) => {
        const key = keyOf(event.target);
        if (!key || event.altKey || event.ctrlKey || event.metaKey) return surface(event);
        const move = moves[event.key];
        if (move) moveTo(nav.of(key)[move]);
        else if (event.key === 'Home') moveTo(nav.home);
        else if (event.key === 'Escape') svgRef.current?.focus();
        else return surface(event);
        event.preventDefault();
      },
    [moveTo, nav, svgRef],
  );

  // A card focused by the mouse or Tab becomes the keyboard's place.
  const onFocus = useCallback(
    (event: FocusEvent<SVGSVGElement>) => {
      const p = byKey.get(keyOf(event.target) ?? '');
      if (!p) return;
      setChosen(p.key);
      // Tab onto a card panned out of sight brings it back.
      if (!onScreen(p)) reveal(p);
    },
    [byKey, onScreen, reveal],
  );

  return { activeKey, active, onKeyDown, onFocus };
}

/** Whether a card lies whole inside the viewport (a few px in from its edges). */
export function wholeOnScreen(
  view: { x: number; y: number; k: number },
  size: { width: number; height: number },
  p: PlacedPerson,
  margin = 8,
): boolean {
  const left = p.x * view.k + view.x;
  const top = p.y * view.k + view.y;
  return (
    left >= margin &&
    top >= margin &&
    left + p.width * view.k <= size.width - margin &&
    top + p.height * view.k <= size.height - margin
  );
}
