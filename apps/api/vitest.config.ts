import { defineConfig } from 'vitest/config';

// Run from the repository root: `npm run test:api` (SQLite) or `npm run test:api:pg` (PostgreSQL).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test-support/global-setup.ts'],
    // Each test file runs in its own process against its own fresh database; password hashing
    // (scrypt) runs on libuv's thread pool, so two files at a time keep both cores busy.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
