/** Command-line options of `npm run bench`. */
export interface BenchOptions {
  sizes: number[];
  /** Seconds of load per measured row (endpoint and baseline each). */
  duration: number;
  /** Seconds of untimed load before each measured row, so that the JIT and caches are warm. */
  warmup: number;
  connections: number;
  seed: number;
  /** Persons of the deep family (45 generations, 3 % cousin marriages); 0 leaves it out. */
  deep: number;
  /** Only the rows whose name contains this text (all rows when null). */
  rows: string | null;
  /** Server process counts for the member-detail rows of the real server (none: left out). */
  workers: number[];
  /** Also run the Lighthouse bench and the first-load sizes (needs `npm run build` first). */
  lighthouse: boolean;
}

const defaults: BenchOptions = {
  sizes: [1000, 10_000, 100_000],
  duration: 3,
  warmup: 0.5,
  connections: 10,
  seed: 20240601,
  deep: 10_000,
  rows: null,
  workers: [1, 2],
  lighthouse: false,
};

const usage = `Usage: npm run bench -- [--sizes 1000,10000,100000] [--duration 3] [--warmup 0.5]
                       [--connections 10] [--seed 20240601] [--deep 10000] [--rows relation]
                       [--workers 1,2] [--lighthouse]
--deep adds a family of that many persons over 45 generations with 3 % cousin marriages (0: none);
--rows measures only the rows whose name contains the text (e.g. relation);
--workers measures member detail on the server started with each WORKERS count (0: not at all);
--lighthouse also runs Lighthouse on the built product and the first-load sizes (npm run build
first).
Runs on SQLite in a temporary file, or on PostgreSQL when DATABASE_URL is set (a fresh database
ft_bench_<random> is created on that server and dropped afterwards).`;

function number(name: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (raw === undefined || !Number.isFinite(value) || value < min || value > max) {
    throw new Error(`--${name} must be a number from ${min} to ${max}\n\n${usage}`);
  }
  return value;
}

export function parseOptions(argv: string[]): BenchOptions {
  const options = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--sizes':
        options.sizes = (value() ?? '')
          .split(',')
          .map((s) => number('sizes', s.trim().replace(/_/g, ''), 50, 1_000_000));
        break;
      case '--duration':
        options.duration = number('duration', value(), 0.5, 60);
        break;
      case '--warmup':
        options.warmup = number('warmup', value(), 0, 10);
        break;
      case '--connections':
        options.connections = Math.round(number('connections', value(), 1, 100));
        break;
      case '--seed':
        options.seed = Math.round(number('seed', value(), 0, 2 ** 31));
        break;
      case '--deep':
        options.deep = Math.round(number('deep', value()?.replace(/_/g, ''), 0, 1_000_000));
        break;
      case '--rows':
        options.rows = value() ?? null;
        break;
      case '--workers':
        options.workers = (value() ?? '')
          .split(',')
          .map((s) => Math.round(number('workers', s.trim(), 0, 16)))
          .filter((n) => n > 0);
        break;
      case '--lighthouse':
        options.lighthouse = true;
        break;
      case '--help':
      case '-h':
        console.log(usage);
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${flag}\n\n${usage}`);
    }
  }
  return options;
}
