import { familyHost } from './http-get.js';
import type { RunningServer } from './app-server.js';
import type { BaselineServer } from './baseline-server.js';
import type { LoadGenerator } from './measure.js';
import type { BenchOptions } from './options.js';
import type { RawDatabase } from './raw-database.js';
import type { RowResult, SizeResult } from './report.js';
import { buildScenarios } from './scenarios.js';
import type { WrittenFamily } from './write-family.js';

export interface Targets {
  app: RunningServer;
  baseline: BaselineServer;
  raw: RawDatabase;
  load: LoadGenerator;
}

/**
 * Each row of one family: the endpoint under `connections` connections, its baseline the same way,
 * and the endpoint again with one connection (the latency of a single user on an idle server).
 */
export async function measureFamily(
  family: WrittenFamily,
  { app, baseline, raw, load }: Targets,
  options: BenchOptions,
  log: (text: string) => void,
): Promise<SizeResult> {
  const scenarios = (await buildScenarios(family, app.url, raw, options.seed)).filter(
    (s) => options.rows === null || s.name.includes(options.rows),
  );
  const settings = { duration: options.duration, warmup: options.warmup };
  const rows: RowResult[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const baselinePaths = baseline.register(`${family.plan.size}-${index}`, scenario.baseline);
    const endpoint = await load.measure({
      ...settings,
      connections: options.connections,
      url: app.url,
      host: familyHost(family.domain),
      paths: scenario.paths,
    });
    const base = await load.measure({
      ...settings,
      connections: options.connections,
      url: baseline.url,
      paths: baselinePaths,
    });
    const single = await load.measure({
      ...settings,
      connections: 1,
      url: app.url,
      host: familyHost(family.domain),
      paths: scenario.paths,
    });
    rows.push({ name: scenario.name, endpoint, baseline: base, single });
    log(
      `${family.plan.size} ${scenario.name}: median ${endpoint.median.toFixed(2)} ms ` +
        `(1 connection ${single.median.toFixed(2)} ms), baseline ${base.median.toFixed(2)} ms`,
    );
  }
  return { family, rows };
}
