/** One Lighthouse run of a page with Lighthouse's defaults (mobile), and the figures the benches report. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

export interface PageRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
}

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

function resourceKb(audits: Audits, type: string): number {
  const details = audits['resource-summary']?.details as
    { items: Array<{ resourceType: string; transferSize: number }> } | undefined;
  const item = details?.items.find((i) => i.resourceType === type);
  return (item?.transferSize ?? 0) / 1024;
}

/**
 * One Lighthouse run. On a loaded machine Lighthouse now and then loses the start of its trace
 * (NO_NAVSTART, "please run Lighthouse again"), before and after decision 0024 alike: that run is
 * done again, at most twice, and said in the log.
 */
async function lighthouseRun(url: string, chromePort: number, log: (text: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) return result;
    log(`${url}: Lighthouse lost the start of its trace (NO_NAVSTART); running again`);
  }
}

/** One page's run; `keep` writes its full report (JSON) as `dir/name.json`. */
export async function audit(
  url: string,
  chromePort: number,
  log: (text: string) => void,
  keep?: { dir: string; name: string },
): Promise<PageRun> {
  const { lhr } = await lighthouseRun(url, chromePort, log);
  if (keep) {
    mkdirSync(keep.dir, { recursive: true });
    writeFileSync(path.join(keep.dir, `${keep.name}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Audits;
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: resourceKb(audits, 'script'),
    totalKb: resourceKb(audits, 'total'),
  };
}
