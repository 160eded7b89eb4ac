import os from 'node:os';
import type { LoadResult } from './measure.js';
import type { WrittenFamily } from './write-family.js';

export interface RowResult {
  name: string;
  /** The endpoint under the configured connections. */
  endpoint: LoadResult;
  /** None for a write row. */
  baseline: LoadResult | null;
  /** The endpoint with one connection. */
  single: LoadResult;
}

export interface SizeResult {
  family: WrittenFamily;
  rows: RowResult[];
}

export interface RunInfo {
  date: Date;
  database: string;
  dialect: 'sqlite' | 'postgres';
  connections: number;
  duration: number;
  warmup: number;
  /** 1-minute load average at the start and at the end: other work on the machine skews figures. */
  loadAverage: [number, number];
  sizes: SizeResult[];
  seconds: number;
}

/** The targets of issue 3, for the 100,000-person family on SQLite. */
const latencyTargets: Record<string, number> = {
  'relation (distant)': 20,
  'person search': 15,
  'member detail': 5,
  'page of member cards': 10,
};
const fullTreeRatio = 3;

const ratio = (r: RowResult) => r.endpoint.median / (r.baseline?.median ?? NaN);
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}×` : '–');

function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}

const count = (n: number) => n.toLocaleString('en-US');
const perSecond = (n: number) => (n < 10 ? n.toFixed(1) : count(Math.round(n)));

function kilobytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function rowLine(info: RunInfo, r: RowResult): string {
  const failed = r.endpoint.failures + (r.baseline?.failures ?? 0) + r.single.failures;
  const baseConnections = r.baseline?.connections ?? info.connections;
  const fewer = r.endpoint.connections < info.connections || baseConnections < info.connections;
  const suffix = fewer ? ` (${r.endpoint.connections} / ${baseConnections} connections)` : '';
  const name = `${r.name}${suffix}${failed > 0 ? ` ⚠ ${failed} failed` : ''}`;
  return `| ${name} | ${ms(r.endpoint.median)} | ${ms(r.endpoint.p99)} | ${perSecond(r.endpoint.requestsPerSecond)} | ${ms(r.baseline?.median ?? NaN)} | ${times(ratio(r))} | ${ms(r.single.median)} | ${count(r.endpoint.requests)} | ${kilobytes(r.endpoint.averageBytes)} |`;
}

const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

function targetLines(info: RunInfo, rows: RowResult[]): string[] {
  const lines = [
    '',
    `Targets (set for 100,000 persons on SQLite; this run: ${info.dialect}), ` +
      `at ${info.connections} connections and at 1:`,
    '',
  ];
  for (const row of rows) {
    const limit = latencyTargets[row.name];
    if (limit !== undefined) {
      lines.push(
        `- ${row.name}, median < ${limit} ms: ${ms(row.endpoint.median)} ms ${verdict(row.endpoint.median < limit)}; ` +
          `${ms(row.single.median)} ms ${verdict(row.single.median < limit)}`,
      );
    } else if (row.name === 'full tree') {
      lines.push(
        `- full tree, within ${fullTreeRatio}× its baseline: ${ratio(row).toFixed(1)}× ${verdict(ratio(row) <= fullTreeRatio)}`,
      );
    }
  }
  return lines;
}

/** Find Relation on the deep family (issue 15): 1 connection, SQLite; PostgreSQL within 2×. */
const deepRelationTarget = 1.0;

function deepTargetLines(info: RunInfo, rows: RowResult[]): string[] {
  const row = rows.find((r) => r.name === 'relation (distant)');
  if (!row) return [];
  const limit = info.dialect === 'sqlite' ? deepRelationTarget : 2 * deepRelationTarget;
  return [
    '',
    `Target (issue 15): relation median at 1 connection ≤ ${limit} ms on ${info.dialect}: ` +
      `${ms(row.single.median)} ms ${verdict(row.single.median <= limit)}`,
  ];
}

function sizeSection(info: RunInfo, { family, rows }: SizeResult): string[] {
  const { plan } = family;
  const outside = plan.persons.filter((p) => !p.inFamily).length;
  const deep = plan.cousinMarriages > 0;
  const lines = [
    `## ${count(plan.size)} persons${deep ? ', deep' : ''}`,
    '',
    `Family ${family.familyId} (\`${family.domain}\`): ${plan.generations} generations, ` +
      `${count(plan.unions.length)} unions${deep ? ` (${count(plan.cousinMarriages)} between cousins)` : ''}, ${count(outside)} spouses from another family; ` +
      `written in ${family.seconds.toFixed(1)} s.`,
    '',
    '| row | median ms | p99 ms | req/s | baseline median ms | ratio | median ms, 1 connection | requests | response |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => rowLine(info, r)),
  ];
  if (plan.size === 100_000) lines.push(...targetLines(info, rows));
  if (deep) lines.push(...deepTargetLines(info, rows));
  return lines;
}

export function renderReport(info: RunInfo): string {
  const cpus = os.cpus();
  const lines = [
    '# Family-tree API benchmark',
    '',
    `- Date: ${info.date.toISOString()}`,
    `- Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}; ` +
      `load average ${info.loadAverage[0].toFixed(2)} at the start, ${info.loadAverage[1].toFixed(2)} at the end`,
    `- Database: ${info.database}`,
    `- Load: autocannon in a worker thread, ${info.connections} connections, ${info.duration} s per row ` +
      `after ${info.warmup} s of warm-up, 127.0.0.1 only; requests rotate over many ids, pages and names. ` +
      'Median and p99 come from per-response timings (2xx only). The "1 connection" column measures ' +
      'the endpoint again with a single connection: the latency one user sees on an idle server.',
    '- Baseline: the same rows fetched with one plain SELECT through the bare driver, ' +
      'JSON.stringify, served by node:http in the bench process; ratio = endpoint median / baseline median.',
    `- Whole run: ${info.seconds.toFixed(0)} s`,
    '',
  ];
  for (const size of info.sizes) lines.push(...sizeSection(info, size), '');
  return lines.join('\n');
}
