import { familyHost } from './http-get.js';
import type { RunningServer } from './app-server.js';
import type { BaselineServer } from './baseline-server.js';
import type { LoadGenerator } from './measure.js';
import type { BenchOptions } from './options.js';
import type { DatabaseHandle } from '../../apps/api/src/infra/database.js';
import type { RawDatabase } from './raw-database.js';
import type { RowResult, SizeResult } from './report.js';
import { buildScenarios, type Scenario } from './scenarios.js';
import { buildWriteScenarios } from './write-scenarios.js';
import type { WrittenFamily } from './write-family.js';

export interface Targets {
  app: RunningServer;
  baseline: BaselineServer;
  raw: RawDatabase;
  load: LoadGenerator;
  /** The app's database handle: the write rows add their family admin through it. */
  handle: DatabaseHandle;
}

/**
 * Each row of one family: the endpoint under `connections` connections, its baseline the same way,
 * and the endpoint again with one connection (the latency of a single user on an idle server).
 */
export async function measureFamily(
  family: WrittenFamily,
  { app, baseline, raw, load, handle }: Targets,
  options: BenchOptions,
  log: (text: string) => void,
): Promise<SizeResult> {
  const wanted = (s: Scenario) => options.rows === null || s.name.includes(options.rows);
  const reads = (await buildScenarios(family, app.url, raw, options.seed)).filter(wanted);
  // The write rows come last: their saves change the family the read rows measure.
  const writes = (await buildWriteScenarios(family, app.url, handle, options.seed)).filter(wanted);
  const scenarios = [...reads, ...writes];
  const settings = { duration: options.duration, warmup: options.warmup };
  const rows: RowResult[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    const target = {
      ...settings,
      url: app.url,
      host: familyHost(family.domain),
      paths: scenario.paths,
      ...(scenario.write ? { write: scenario.write } : {}),
    };
    const endpoint = await load.measure({ ...target, connections: options.connections });
    const base = scenario.write
      ? null
      : await load.measure({
          ...settings,
          connections: options.connections,
          url: baseline.url,
          paths: baseline.register(`${family.plan.size}-${index}`, scenario.baseline),
        });
    const single = await load.measure({ ...target, connections: 1 });
    rows.push({ name: scenario.name, endpoint, baseline: base, single });
    log(
      `${family.plan.size} ${scenario.name}: median ${endpoint.median.toFixed(2)} ms ` +
        `(1 connection ${single.median.toFixed(2)} ms)` +
        (base ? `, baseline ${base.median.toFixed(2)} ms` : ''),
    );
  }
  return { family, rows };
}
