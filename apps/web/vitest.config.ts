import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web's component tests: components render in jsdom with the real query cache and router;
// only the network is stubbed, answering as the API contracts say (src/test/contract-api.ts).
export default defineProject({
  // Its own folder, also when run alone with --config from the repository root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web components',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A ceiling, not a measure: rendering MUI in jsdom is slow on a busy two-core machine.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
