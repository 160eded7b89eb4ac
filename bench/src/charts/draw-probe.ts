import type { Page } from '@playwright/test';

// The on-screen chart's cards; the print copy (.chart-print) has cards too, hidden.
const onScreenCards = '.chart-screen .chart-card, svg[aria-roledescription] .chart-card';

/**
 * Runs in the page before its own scripts (addInitScript): marks the moment the interactive
 * chart's first cards are in the document, and the end of the frame that paints them, and keeps
 * the long animation frames (LoAF) with their script attribution. A string, not a function: tsx
 * would wrap an inner function in a helper the page lacks.
 */
export const drawProbe = `(() => {
  const drawn = ${JSON.stringify(`${onScreenCards}, .chart-screen [data-overview]`)};
  window.__loaf = [];
  try {
    new PerformanceObserver((list) => window.__loaf.push(...list.getEntries().map((e) => e.toJSON())))
      .observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const observer = new MutationObserver(() => {
    if (!document.querySelector(drawn)) return;
    observer.disconnect();
    performance.mark('bench:cards-in-dom');
    requestAnimationFrame(() => {
      // rAF runs just before this frame's style, layout and paint; a message posted from it is
      // handled in the next task, once the frame is painted (committed to the compositor).
      const channel = new MessageChannel();
      channel.port1.onmessage = () => performance.mark('bench:cards-painted');
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

export interface DrawRun {
  /** Data-ready (the chart API response's last byte) to the painted first cards, ms. */
  draw: number;
  /** Data-ready to the cards in the document (JSON, layout, React render), ms. */
  toDom: number;
  /** Navigation start to the painted first cards, ms. */
  fromNavigation: number;
  /** The chart API request, start to last byte, ms. */
  api: number;
  /** Cards in the interactive chart, and cards in the whole page (the print copy too). */
  cards: number;
  allCards: number;
  /** The longest animation frame between data-ready and paint: its parts, ms. */
  longestFrame: LongFrame | null;
}

export interface LongFrame {
  duration: number;
  script: number;
  styleAndLayout: number;
  /** Scripts of the frame, longest first: `invoker` or function, source and ms. */
  scripts: Array<{ what: string; ms: number }>;
}

interface LoafJson {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: Array<{
    duration: number;
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
  }>;
}

/** Loads `url` and waits for the probe's marks; the figures of that load. */
export async function measureDraw(page: Page, url: string): Promise<DrawRun> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('bench:cards-painted').length > 0,
    undefined,
    { polling: 50, timeout: 120_000 },
  );
  const raw = (await page.evaluate(`(() => {
    const api = performance.getEntriesByType('resource').filter((e) => /\\/chart\\?/.test(e.name)).pop();
    const mark = (name) => performance.getEntriesByName(name)[0].startTime;
    return {
      apiStart: api ? api.startTime : NaN,
      apiEnd: api ? api.responseEnd : NaN,
      dom: mark('bench:cards-in-dom'),
      painted: mark('bench:cards-painted'),
      cards: document.querySelectorAll(${JSON.stringify(onScreenCards)}).length,
      allCards: document.querySelectorAll('.chart-card').length,
      loaf: window.__loaf,
    };
  })()`)) as {
    apiStart: number;
    apiEnd: number;
    dom: number;
    painted: number;
    cards: number;
    allCards: number;
    loaf: LoafJson[];
  };
  const frames = raw.loaf.filter(
    (f) => f.startTime + f.duration >= raw.apiEnd && f.startTime <= raw.painted,
  );
  const longest = frames.sort((a, b) => b.duration - a.duration)[0];
  return {
    draw: raw.painted - raw.apiEnd,
    toDom: raw.dom - raw.apiEnd,
    fromNavigation: raw.painted,
    api: raw.apiEnd - raw.apiStart,
    cards: raw.cards,
    allCards: raw.allCards,
    longestFrame: longest ? longFrame(longest) : null,
  };
}

function longFrame(f: LoafJson): LongFrame {
  const end = f.startTime + f.duration;
  const scripts = f.scripts
    .map((s) => ({
      what: `${s.sourceFunctionName || s.invoker} (${s.sourceURL.split('/').pop() || '–'})`,
      ms: s.duration,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  return {
    duration: f.duration,
    script: f.scripts.reduce((sum, s) => sum + s.duration, 0),
    styleAndLayout: f.styleAndLayoutStart ? end - f.styleAndLayoutStart : 0,
    scripts,
  };
}
