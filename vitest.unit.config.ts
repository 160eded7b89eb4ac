import { defineConfig } from 'vitest/config';

// Pure-logic tests of the shared package and the web app (the API has its own config), and the
// web build's first-load size.
export default defineConfig({
  test: {
    include: [
      'packages/shared/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      // The first-load size of the public pages (issue 18), measured on a fresh web build.
      'bench/src/**/*.test.ts',
      // The repository's own lint rules (eslint-rules/), each violation planted.
      'eslint-rules/**/*.test.ts',
    ],
    environment: 'node',
  },
});
