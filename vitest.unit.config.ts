import { defineConfig } from 'vitest/config';

// Pure-logic tests of the shared package and the web app (the API has its own config).
export default defineConfig({
  test: {
    include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    environment: 'node',
  },
});
