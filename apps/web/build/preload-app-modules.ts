import type { Plugin, Rollup } from 'vite';

/**
 * The entry (src/main.tsx) loads the app's code with a dynamic import, so that its evaluation is a
 * task of its own (issue 18). Vite preloads only an entry's static imports from the page; this
 * adds `modulepreload` links for the app's chunk and everything it imports statically, so that the
 * browser fetches them with the entry rather than after it has run (one more round trip).
 */
export function preloadAppModules(appModule = 'src/app/App.tsx'): Plugin {
  return {
    name: 'familytree:preload-app-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const app = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(appModule));
        if (!app) throw new Error(`preload-app-modules: no chunk holds ${appModule}`);
        const preloaded = new Set([entry.fileName, ...entry.imports]);
        const wanted: string[] = [];
        const visit = (fileName: string) => {
          if (preloaded.has(fileName)) return;
          preloaded.add(fileName);
          wanted.push(fileName);
          for (const imported of (bundle[fileName] as Rollup.OutputChunk).imports) visit(imported);
        };
        visit(app.fileName);
        return wanted.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
