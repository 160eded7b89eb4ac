import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * react-router 7 exports its development build under every condition (remix-run/react-router
 * issues 12532 and 14102, "intended to be temporary"): a production build carried its development
 * checks and warnings. The build takes the production build the package ships beside it.
 */
export function reactRouterProduction(): Alias {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return {
    find: /^react-router$/,
    replacement: path.join(path.dirname(packageJson), 'dist/production/index.mjs'),
  };
}
