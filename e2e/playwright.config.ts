import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
// Every run starts the built server on a fresh SQLite database with the demo data. Workers load
// this module again: they inherit E2E_DATA_DIR and so reuse the directory (fixtures/outbox.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'familytree-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: '../.test-output/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-output/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The app speaks the browser's language (issue 31): the suites read English unless they choose.
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/api/dist/main.js',
    cwd: repoRoot,
    url: `http://localhost:${port}/api/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      BASE_DOMAIN: 'localhost',
      // A response that does not match its contract fails the run (500) instead of passing unseen.
      CHECK_RESPONSES: 'true',
    },
  },
});
