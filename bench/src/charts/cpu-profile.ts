import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';

/** A V8 CPU profile as CDP's Profiler.stop returns it. */
interface Profile {
  nodes: Array<{
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
}

export interface HotFunction {
  /** The function's (minified) name, its file, and the start of its source text. */
  name: string;
  file: string;
  code: string;
  selfMs: number;
  /** Time with the function anywhere on the stack (each sample counted once). */
  totalMs: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Time in the page's own scripts, in V8's garbage collector, and outside JavaScript. */
  scriptMs: number;
  gcMs: number;
  hot: HotFunction[];
  /** Longest by total time, outside React's own chunk (index-*.js): the components that render. */
  inclusive: HotFunction[];
}

/** Samples the page's main thread while `act` runs (100 µs sampling). */
export async function profile(cdp: CDPSession, act: () => Promise<void>): Promise<Profile> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  try {
    await act();
  } catch (error) {
    await cdp.send('Profiler.stop');
    throw error;
  }
  const { profile: result } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Profiler.disable');
  return result;
}

/**
 * Self time by function, longest first. The build is minified, so each function is shown with
 * the first characters of its source in the build (`distDir`), which names what it does.
 */
export function summarise(p: Profile, distDir: string, top = 10): ProfileSummary {
  const byNode = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const entries = new Map<string, HotFunction>();
  const entryOf = (id: number): HotFunction | null => {
    const { callFrame: f } = byNode.get(id)!;
    if (!f.url.startsWith('http')) return null;
    const file = new URL(f.url).pathname;
    const key = `${file}:${f.lineNumber}:${f.columnNumber}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        name: f.functionName || '(anonymous)',
        file: path.basename(file),
        code: sourceAt(distDir, file, f.lineNumber, f.columnNumber),
        selfMs: 0,
        totalMs: 0,
      };
      entries.set(key, entry);
    }
    return entry;
  };
  let totalMs = 0;
  let scriptMs = 0;
  let gcMs = 0;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    totalMs += ms;
    if (byNode.get(id)!.callFrame.functionName === '(garbage collector)') gcMs += ms;
    const own = entryOf(id);
    if (own) {
      own.selfMs += ms;
      scriptMs += ms;
    }
    const seen = new Set<HotFunction>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const e = entryOf(n);
      if (e && !seen.has(e)) {
        seen.add(e);
        e.totalMs += ms;
      }
    }
  });
  const all = [...entries.values()];
  const hot = [...all].sort((a, b) => b.selfMs - a.selfMs).slice(0, top);
  const inclusive = all
    .filter((e) => !e.file.startsWith('index-'))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, top);
  return { totalMs, scriptMs, gcMs, hot, inclusive };
}

const sources = new Map<string, string[]>();

function sourceAt(distDir: string, file: string, line: number, column: number): string {
  const local = path.join(distDir, file);
  if (!sources.has(local)) {
    sources.set(local, existsSync(local) ? readFileSync(local, 'utf8').split('\n') : []);
  }
  const text = sources.get(local)![line]?.slice(column, column + 90) ?? '';
  return text.replace(/\s+/g, ' ');
}
