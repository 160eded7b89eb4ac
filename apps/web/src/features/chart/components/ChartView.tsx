import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import { card } from '../logic/chart-geometry';
import { overviewPath } from '../logic/overview';
import { overlaps, visibleBounds, type View } from '../logic/viewport';
import type { CardActions } from './ChartCard';
import { ChartDrawing } from './ChartDrawing';
import { useView, type ViewStore } from './view-store';

/** Below this many screen px of card width the chart shows outlines: names would not be legible. */
const overviewCardWidth = 48;

export const isZoomedOut = (view: View) => view.k * card.width < overviewCardWidth;

/** The same array as last time while it holds the same cards: the drawing (a memo) then stays. */
function useSameCards(cards: PlacedPerson[]): PlacedPerson[] {
  const last = useRef(cards);
  const before = last.current;
  if (before.length !== cards.length || before.some((p, i) => p !== cards[i])) last.current = cards;
  return last.current;
}

/**
 * What moves as the chart pans and zooms: the transformed group and the cards on screen. The only
 * part of the chart that reads the view, so a pan frame re-renders this and not the surface (its
 * styles), the zoom buttons or, while the same cards are on screen, the cards.
 */
export function ChartView(props: {
  store: ViewStore;
  svgRef: RefObject<SVGSVGElement | null>;
  size: { width: number; height: number };
  layout: ChartLayout;
  focusId: number;
  /** The keyboard's card, drawn off screen too: it is the chart's one tab stop. */
  active: PlacedPerson | undefined;
  activeKey: string | undefined;
  actions: CardActions;
}) {
  const { store, svgRef, size, layout, focusId, active, activeKey, actions } = props;
  const view = useView(store);
  const zoomedOut = view !== null && isZoomedOut(view);
  // Merged per zoom step (a quarter octave), not per frame: panning reuses the same path.
  const zoomStep4 = view ? Math.round(Math.log2(view.k) * 4) : 0;
  const overview = useMemo(
    () => (zoomedOut ? overviewPath(layout.placed, 2 / 2 ** (zoomStep4 / 4)) : null),
    [zoomedOut, layout, zoomStep4],
  );
  const found = useMemo(() => {
    if (!view || zoomedOut) return [];
    const b = visibleBounds(view, size.width, size.height);
    return layout.placed.filter((p) => p === active || overlaps(p, b));
  }, [layout, view, zoomedOut, size.width, size.height, active]);
  const shown = useSameCards(found);

  // The surface's state for tests and the keyboard, set here so that the surface is not
  // re-rendered for it: a card drawn takes the surface's place in the tab order.
  const zoom = view?.k.toFixed(3);
  const tabbable = !(shown.length > 0 && active);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    svg.tabIndex = tabbable ? 0 : -1;
    svg.setAttribute('data-cards', String(shown.length));
    if (zoom === undefined) svg.removeAttribute('data-zoom');
    else svg.setAttribute('data-zoom', zoom);
  }, [svgRef, tabbable, shown.length, zoom]);

  if (!view) return null;
  return (
    <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
      <ChartDrawing
        layout={layout}
        cards={shown}
        overview={overview}
        focusId={focusId}
        activeKey={activeKey}
        actions={actions}
      />
    </g>
  );
}
