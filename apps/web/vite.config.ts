import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './build/chunk-modules';
import { contractRoutes } from './build/contract-routes';
import { muiWithoutCssVars } from './build/mui-without-css-vars';
import { preloadAppModules } from './build/preload-app-modules';
import { pureShared } from './build/pure-shared';
import { reactRouterProduction } from './build/react-router-production';

export default defineConfig(({ command }) => ({
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
    // Every browser the product supports preloads modules itself.
    modulePreload: { polyfill: false },
  },
  resolve: { alias: command === 'build' ? [reactRouterProduction()] : [] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8081', '/data': 'http://localhost:8081' },
  },
}));
