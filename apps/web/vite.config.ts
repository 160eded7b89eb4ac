import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './build/chunk-modules';
import { contractRoutes } from './build/contract-routes';
import { muiWithoutCssVars } from './build/mui-without-css-vars';
import { preloadAppModules } from './build/preload-app-modules';
import { pureShared } from './build/pure-shared';

export default defineConfig({
  plugins: [
    react(),
    contractRoutes(),
    pureShared(),
    muiWithoutCssVars(),
    chunkModules(),
    preloadAppModules(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Read by bench/src/first-load-size.ts (issue 18: the public pages' first JavaScript).
    manifest: true,
    modulePreload: {
      // Every browser the product supports preloads modules itself.
      polyfill: false,
      // The page preloads the app's modules (build/preload-app-modules.ts). A lazy chunk's own
      // imports are left to the browser's module loader: Vite's preloading adds a link for each
      // in one task as the import starts, and each costs a phone 10 to 30 ms (issue 18).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8081', '/data': 'http://localhost:8081' },
  },
});
