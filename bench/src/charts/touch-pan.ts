import type { CDPSession, Page } from '@playwright/test';

export interface PanRun {
  /** Animation frames per second over the pan. */
  fps: number;
  /** The longest interval between two animation frames, ms. */
  worstFrame: number;
  /** Frames over 1.5 × 16.7 ms (a dropped frame at 60 Hz). */
  longFrames: number;
  frames: number;
  /** Frames in which the chart's transform changed: the pan really moved the chart. */
  movedFrames: number;
  /** How long the pan took: 2 s unless input could not be delivered that fast. */
  seconds: number;
  /** Touch moves sent, and how far the chart moved (px on screen). */
  moves: number;
  moved: number;
  /** Cards added to or removed from the page during the pan. */
  cardsAdded: number;
  cardsRemoved: number;
  /** Attribute changes in the chart during the pan (a card re-rendered changes some). */
  attributeChanges: number;
}

const chartSvg = '.chart-screen svg, svg[aria-roledescription]';

// Records every animation frame's time and the chart's transform, and counts what changes in the
// chart, until __stopPan(). A string: see draw-probe.ts.
const recorder = `((selector) => {
  const svg = document.querySelector(selector);
  const state = { stamps: [], transforms: [], added: 0, removed: 0, attributes: 0, on: true };
  const isCard = (n) => n.nodeType === 1 && n.classList.contains('chart-card');
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') state.attributes++;
      for (const n of r.addedNodes) if (isCard(n)) state.added++;
      for (const n of r.removedNodes) if (isCard(n)) state.removed++;
    }
  });
  observer.observe(svg, { subtree: true, childList: true, attributes: true });
  const tick = (t) => {
    state.stamps.push(t);
    state.transforms.push(svg.querySelector(':scope > g[transform]')?.getAttribute('transform') ?? '');
    if (state.on) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__stopPan = () => {
    state.on = false;
    observer.disconnect();
    return state;
  };
})`;

const sleepUntil = (t: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, t - performance.now())));

const translateOf = (transform: string) => {
  const m = /translate\((-?[\d.e+-]+)[ ,]+(-?[\d.e+-]+)\)/.exec(transform);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
};

/**
 * One finger dragging over the chart for `seconds` (touchStart, a touchMove every 16 ms, touchEnd,
 * through CDP as a phone's touch screen sends them): a diagonal sweep out and back, so that cards
 * keep entering the screen. Frames are counted with requestAnimationFrame in the page.
 */
export async function touchPan(page: Page, cdp: CDPSession, seconds = 2): Promise<PanRun> {
  // On a phone the chart starts below the headings and toolbar: scrolled into view first, as a
  // person would, and the finger stays on the part of it that is on screen.
  const svg = page.locator(chartSvg).first();
  await svg.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, viewport.height);
  const cx = box.x + box.width / 2;
  const cy = (top + bottom) / 2;
  const reach = { x: Math.min(140, box.width / 2 - 20), y: Math.min(220, (bottom - top) / 2 - 20) };
  // The finger starts top left: the zoom buttons are over the bottom right corner.
  const first = { x: Math.round(cx - reach.x), y: Math.round(cy - reach.y) };
  const onChart = await svg.evaluate(
    (element, p) => element.contains(document.elementFromPoint(p.x, p.y)),
    first,
  );
  if (!onChart) throw new Error(`the pan would start at ${first.x}, ${first.y}, not on the chart`);
  await page.evaluate(`${recorder}(${JSON.stringify(chartSvg)})`);
  const point = (x: number, y: number) => ({ x: Math.round(x), y: Math.round(y), id: 1 });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [point(first.x, first.y)],
  });
  const start = performance.now();
  const steps = Math.round((seconds * 1000) / 16);
  for (let i = 1; i <= steps; i++) {
    await sleepUntil(start + i * 16);
    // Out to the opposite corner in the first half, back in the second.
    const phase = i / steps;
    const s = phase < 0.5 ? phase * 2 : 2 - phase * 2;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [point(cx - reach.x * (1 - 2 * s), cy - reach.y * (1 - 2 * s))],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const state = (await page.evaluate('window.__stopPan()')) as {
    stamps: number[];
    transforms: string[];
    added: number;
    removed: number;
    attributes: number;
  };
  const intervals = state.stamps.slice(1).map((t, i) => t - state.stamps[i]!);
  const span = state.stamps.at(-1)! - state.stamps[0]!;
  let movedFrames = 0;
  let moved = 0;
  for (let i = 1; i < state.transforms.length; i++) {
    if (state.transforms[i] === state.transforms[i - 1]) continue;
    movedFrames++;
    const [a, b] = [translateOf(state.transforms[i - 1]!), translateOf(state.transforms[i]!)];
    if (a && b) moved += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return {
    fps: span > 0 ? (intervals.length * 1000) / span : 0,
    worstFrame: Math.max(...intervals),
    longFrames: intervals.filter((d) => d > 25).length,
    frames: intervals.length,
    movedFrames,
    seconds: span / 1000,
    moves: steps,
    moved,
    cardsAdded: state.added,
    cardsRemoved: state.removed,
    attributeChanges: state.attributes,
  };
}
