import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const contractsIndex = fileURLToPath(
  new URL('../../../packages/shared/src/contracts/index.ts', import.meta.url),
);

interface Route {
  method: string;
  path: string;
}

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Route).method === 'string' &&
  typeof (value as Route).path === 'string';

/** A value the module can carry as JSON: plain data, not a schema or a function. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every(isPlainData);
}

/** What the web gets of one export of the contracts: a contract's route, data as it is, or nothing. */
function webValueOf(value: unknown): unknown {
  if (isRoute(value)) return { method: value.method, path: value.path };
  if (Array.isArray(value) && value.every(isRoute)) return value.map(webValueOf);
  return isPlainData(value) ? value : undefined;
}

/**
 * At run time the web reads two fields of an API contract: its method and its path
 * (lib/api-client.ts). The contracts also carry the zod schemas of parameters, bodies and answers
 * (for the server and the OpenAPI document); evaluating them would put zod and every schema in
 * every page's first load (issue 18). In the build, the contracts module of packages/shared is
 * replaced by what the web uses: each contract's method and path, read from the real module when
 * the build starts, and the contracts' plain data. Schemas and helpers are left out, so a web
 * import of one fails the build (types still come from the source; tsc checks the web against it).
 * The dev server keeps the real module.
 */
export function contractRoutes(): Plugin {
  let generated = '';
  return {
    name: 'familytree:contract-routes',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<Record<string, unknown>>(contractsIndex, {
        configFile: false,
        logLevel: 'error',
      });
      const lines = ["export * from './contract.js';"];
      for (const [name, value] of Object.entries(module)) {
        if (name === 'allContracts') continue;
        const webValue = webValueOf(value);
        if (webValue !== undefined && typeof value !== 'function') {
          lines.push(`export const ${name} = ${JSON.stringify(webValue)};`);
        }
      }
      generated = lines.join('\n');
    },
    load(id) {
      return path.resolve(id) === contractsIndex ? generated : null;
    },
  };
}
