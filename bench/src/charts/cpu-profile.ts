import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';

/** A V8 CPU profile as CDP's Profiler.stop returns it. */
interface Profile {
  nodes: Array<{
    id: number;
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
}

export interface ProfileSummary {
  totalMs: number;
  /** Time in the page's own scripts, in V8's garbage collector, and outside JavaScript. */
  scriptMs: number;
  gcMs: number;
  hot: HotFunction[];
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
  const self = new Map<number, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    self.set(id, (self.get(id) ?? 0) + ms);
  });
  const byFunction = new Map<string, HotFunction>();
  let scriptMs = 0;
  let gcMs = 0;
  for (const [id, ms] of self) {
    const { callFrame: f } = byNode.get(id)!;
    if (f.functionName === '(garbage collector)') gcMs += ms;
    if (!f.url.startsWith('http')) continue;
    scriptMs += ms;
    const file = new URL(f.url).pathname;
    const key = `${file}:${f.lineNumber}:${f.columnNumber}`;
    const entry = byFunction.get(key) ?? {
      name: f.functionName || '(anonymous)',
      file: path.basename(file),
      code: sourceAt(distDir, file, f.lineNumber, f.columnNumber),
      selfMs: 0,
    };
    entry.selfMs += ms;
    byFunction.set(key, entry);
  }
  const hot = [...byFunction.values()].sort((a, b) => b.selfMs - a.selfMs).slice(0, top);
  return { totalMs: total, scriptMs, gcMs, hot };
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
