import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: for each JavaScript chunk, the modules
 * it holds (paths relative to apps/web, as the manifest names sources) and their rendered bytes.
 * The manifest alone loses a lazy page's source when the bundler merges it into a shared chunk;
 * bench/src/first-load.ts finds each route's chunk here, and `--modules` shows what fills a chunk.
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'familytree:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'),
            module.renderedLength,
          ]),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}
