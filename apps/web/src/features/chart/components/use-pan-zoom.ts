import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Bounds, ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import { fitView, initialView, panBy, zoomAt, type View } from '../logic/viewport';
import { createViewStore } from './view-store';

export const zoomStep = 1.25;
const keyPan = 80;
const dragSlop = 4;

type Size = { width: number; height: number };

const local = (box: DOMRect, event: { clientX: number; clientY: number }) => ({
  x: event.clientX - box.left,
  y: event.clientY - box.top,
});

/** An element's content box, as a ResizeObserver reports it. */
function contentSize(element: Element): Size {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const px = (...sides: string[]) => sides.reduce((n, s) => n + (parseFloat(s) || 0), 0);
  return {
    width:
      box.width -
      px(style.borderLeftWidth, style.borderRightWidth, style.paddingLeft, style.paddingRight),
    height:
      box.height -
      px(style.borderTopWidth, style.borderBottomWidth, style.paddingTop, style.paddingBottom),
  };
}

/** The viewport's size in px, kept current as the window or layout changes. */
export function useSize(ref: RefObject<Element | null>) {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  // Read once before the first paint, so that the chart's first frame already shows its cards;
  // the observer's first report (a frame later) then changes nothing.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Sub-pixel differences between the two readings are no resize (a new size re-opens the view).
    const update = (next: Size) =>
      setSize((s) =>
        Math.abs(s.width - next.width) < 0.5 && Math.abs(s.height - next.height) < 0.5 ? s : next,
      );
    update(contentSize(element));
    const observer = new ResizeObserver(([entry]) => {
      const box = entry!.contentRect;
      update({ width: box.width, height: box.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * Pan and zoom of an SVG viewport by mouse drag, wheel, touch (one finger pans, two pinch) and
 * keyboard (arrows pan, + and - zoom, 0 fits). Pointer moves are applied once per animation
 * frame, so a fast mouse does not render more often than the screen draws. The view is in a store
 * (view-store.ts), not this component's state: panning re-renders only what draws the view.
 */
export function usePanZoom(
  ref: RefObject<SVGSVGElement | null>,
  bounds: Bounds,
  focus: PlacedPerson | undefined,
  nameFontSize: number,
  /** Where and how near a chart that says so opens (the fan: its inner rings legible). */
  start?: ChartLayout['start'],
) {
  const size = useSize(ref);
  const [store] = useState(createViewStore);
  const setView = store.set;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  /** Where the one pointer went down, until it has moved far enough to be a drag. */
  const pressed = useRef<{ x: number; y: number } | null>(null);
  /** The kind of the last pointer pressed (a tap on a card recentres for 'touch'). */
  const lastPointer = useRef<string>('mouse');
  /** The surface's place on the page, read when a pointer goes down: reading it on every move
   * would lay the page out again in each frame of a pan. */
  const surfaceBox = useRef<DOMRect | null>(null);
  const pending = useRef<((v: View) => View) | null>(null);
  const frame = useRef(0);

  const fit = useCallback(() => {
    if (size.width > 0) setView(fitView(bounds, size.width, size.height));
  }, [bounds, size.width, size.height, setView]);

  // A new chart opens fitted when its names are readable so, else on the focus person at the zoom
  // where they are (logic/viewport.ts); Fit shows the whole. Before the paint: the first frame
  // with a size draws the cards.
  useLayoutEffect(() => {
    if (size.width === 0) return;
    if (start) {
      const fitted = fitView(bounds, size.width, size.height);
      if (fitted.k >= start.zoom) return setView(fitted);
      const k = start.zoom;
      return setView({ k, x: size.width / 2 - start.x * k, y: size.height / 2 - start.y * k });
    }
    setView(initialView(bounds, focus, size.width, size.height, nameFontSize));
  }, [bounds, focus, start, size.width, size.height, nameFontSize, setView]);

  const apply = useCallback(
    (change: (v: View) => View) => {
      const before = pending.current;
      pending.current = before ? (v) => change(before(v)) : change;
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        const run = pending.current;
        pending.current = null;
        if (run) setView((v) => (v ? run(v) : v));
      });
    },
    [setView],
  );
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      apply((v) => zoomAt(v, factor, event.clientX - box.left, event.clientY - box.top));
    };
    // A plain listener, not React's: a pan sends one move per frame or more, and React's event
    // of each (its dispatch through the tree) cost as much as the move itself.
    const onPointerMove = (event: PointerEvent) => {
      const known = pointers.current;
      const last = known.get(event.pointerId);
      if (!last) return;
      const now = local(surfaceBox.current ?? svg.getBoundingClientRect(), event);
      if (known.size === 1) {
        // A finger trembles: below a few px it is still a tap on a card, not a drag.
        const start = pressed.current;
        if (start && Math.hypot(now.x - start.x, now.y - start.y) < dragSlop) return;
        pressed.current = null;
        const dx = now.x - last.x;
        const dy = now.y - last.y;
        // Capture only once the pointer really drags, so that a click still reaches a card.
        if (Math.abs(dx) + Math.abs(dy) > 0 && !svg.hasPointerCapture(event.pointerId))
          svg.setPointerCapture(event.pointerId);
        apply((v) => panBy(v, dx, dy));
      } else if (known.size === 2) {
        const [a, b] = [...known.entries()].map(([id, p]) => (id === event.pointerId ? now : p));
        const [pa, pb] = [...known.values()];
        const before = Math.hypot(pa!.x - pb!.x, pa!.y - pb!.y);
        const after = Math.hypot(a!.x - b!.x, a!.y - b!.y);
        if (before > 0) {
          apply((v) => zoomAt(v, after / before, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2));
        }
      }
      known.set(event.pointerId, now);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    svg.addEventListener('pointermove', onPointerMove);
    return () => {
      svg.removeEventListener('wheel', onWheel);
      svg.removeEventListener('pointermove', onPointerMove);
    };
  }, [ref, apply]);

  const handlers = {
    onPointerDown: (event: React.PointerEvent<SVGSVGElement>) => {
      if (event.button !== 0) return;
      lastPointer.current = event.pointerType;
      const box = ref.current!.getBoundingClientRect();
      surfaceBox.current = box;
      const at = local(box, event);
      pointers.current.set(event.pointerId, at);
      pressed.current = pointers.current.size === 1 ? at : null;
    },
    onPointerUp: (event: React.PointerEvent<SVGSVGElement>) => {
      pointers.current.delete(event.pointerId);
    },
    onPointerCancel: (event: React.PointerEvent<SVGSVGElement>) => {
      pointers.current.delete(event.pointerId);
    },
    onKeyDown: (event: React.KeyboardEvent<SVGSVGElement>) => {
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [keyPan, 0],
        ArrowRight: [-keyPan, 0],
        ArrowUp: [0, keyPan],
        ArrowDown: [0, -keyPan],
      };
      const move = moves[event.key];
      const centre = { x: size.width / 2, y: size.height / 2 };
      if (move) apply((v) => panBy(v, move[0], move[1]));
      else if (event.key === '+' || event.key === '=')
        apply((v) => zoomAt(v, zoomStep, centre.x, centre.y));
      else if (event.key === '-') apply((v) => zoomAt(v, 1 / zoomStep, centre.x, centre.y));
      else if (event.key === '0') fit();
      else return;
      event.preventDefault();
    },
  };

  // The same function while the size stays: the zoom buttons (memo) are not re-rendered.
  const zoomBy = useCallback(
    (factor: number) => apply((v) => zoomAt(v, factor, size.width / 2, size.height / 2)),
    [apply, size.width, size.height],
  );

  return { store, size, fit, zoomBy, handlers, lastPointer };
}
