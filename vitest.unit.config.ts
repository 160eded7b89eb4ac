import { defineConfig } from 'vitest/config';

// The unit tests (the API has its own config): pure logic of the shared package and the web app,
// the web build's first-load size, the lint rules, and the web's component tests (jsdom,
// apps/web/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'logic',
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
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
