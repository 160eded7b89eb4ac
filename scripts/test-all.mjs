// The one test command (README, .ci/run): type check, lint, format, unit tests, API tests on SQLite
// and PostgreSQL, then the browser tests on the built app in Chromium. Ends with 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const inCi = Boolean(process.env.CI);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const outDir = '.test-output';
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds}s)`);
  if (!ok) failures.push(label);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numTotalTests === 0 ? 1 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
}

function vitest(label, config, reportName, env = {}) {
  const report = path.resolve(outDir, `${reportName}.json`);
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--config',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    env,
  );
  countVitest(report);
}

async function postgresReachable() {
  const client = new pg.Client({
    connectionString: testDatabaseUrl,
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${testDatabaseUrl} is not reachable: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() === 0) {
    console.log(`\n▶ Installing Chromium (${chromiumPath} is missing)`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(chromiumPath)) return true;
  }
  console.log(
    `Chromium is missing at ${chromiumPath}: install it with 'apt-get install -y chromium' (as root) or set CHROMIUM_PATH.`,
  );
  return false;
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

run('Type check', 'npm', ['run', '--silent', 'typecheck']);
run('Lint', 'npm', ['run', '--silent', 'lint']);
run('Format check', 'npm', ['run', '--silent', 'format:check']);
vitest('Unit tests', 'vitest.unit.config.ts', 'unit');
vitest('API tests on SQLite', 'apps/api/vitest.config.ts', 'api-sqlite');
if (await postgresReachable()) {
  vitest('API tests on PostgreSQL', 'apps/api/vitest.config.ts', 'api-postgres', {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: testDatabaseUrl,
  });
} else if (inCi) {
  failures.push('API tests on PostgreSQL (PostgreSQL unreachable)');
} else {
  console.log('Skipping the PostgreSQL API tests: start PostgreSQL or set TEST_DATABASE_URL.');
}
if (run('Build', 'npm', ['run', '--silent', 'build'])) {
  if (ensureChromium()) {
    run(
      'Browser tests in Chromium',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      { CHROMIUM_PATH: chromiumPath },
    );
    countPlaywright(`${outDir}/e2e-results.json`);
  } else {
    failures.push('Browser tests (Chromium missing)');
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
