/**
 * The JavaScript each public page loads before it is usable (issue 18: at most 200 KB gzip), read
 * from the web build's manifest (`apps/web/dist/.vite/manifest.json`, `build.manifest`): the entry
 * chunk and its static imports, transitively, plus the page's lazy chunk (the `import()` of its
 * route in apps/web/src/app/router.tsx) and its static imports, and the app module the entry
 * starts with (`appModule`) and its static imports. Sizes are gzip at level 9, as
 * apps/web/scripts/precompress.mjs writes them beside each asset.
 *
 * A lazy page's module may share a chunk with others (the bundler merges a module that is also
 * imported statically); the build's `.vite/chunk-modules.json` (apps/web/build/chunk-modules.ts)
 * says which chunk holds it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of the manifest: keys are source paths (or `_name.js` for shared chunks). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
/** Chunk file → its modules (source paths relative to apps/web) → rendered bytes. */
export type ChunkModules = Record<string, Record<string, number>>;

export interface Build {
  distDir: string;
  manifest: Manifest;
  chunkModules: ChunkModules;
}

export interface PublicRoute {
  name: string;
  path: string;
  /** The modules the route imports lazily, relative to apps/web (none: the page is in the entry). */
  lazy: string[];
  /** Held to the limit: the public pages issue 18 names, and the other public pages. */
  target: boolean;
}

/**
 * Issue 18's target, which issue 31 asks every language to keep: the ten languages (decision 0051)
 * took the pages over it, and an own router in place of react-router (decision 0052) brought
 * them back under it.
 */
export const firstLoadLimitKb = 200;

const entryKey = 'index.html';

/**
 * The app itself (router, shell, theme): the entry imports it dynamically as it starts, so that
 * its evaluation is a task of its own (apps/web/src/main.tsx), but every page loads it first.
 */
export const appModule = 'src/app/App.tsx';

/**
 * The public pages (spec part 2) and the module the router imports lazily for each. A renamed
 * module fails `firstLoadOf` rather than measuring the entry alone.
 */
export const publicRoutes: PublicRoute[] = [
  { name: 'main site (login)', path: '/', lazy: [], target: false },
  {
    name: 'home, menu pages',
    path: '/home → /page1 … /page4',
    lazy: ['src/features/site/pages/MenuPage.tsx'],
    target: true,
  },
  {
    name: 'site pages',
    path: '/history, /privacy, …',
    lazy: ['src/features/site/pages/SitePageView.tsx'],
    target: true,
  },
  {
    name: 'family tree',
    path: '/familytree',
    lazy: ['src/features/tree/components/FamilyTreePage.tsx'],
    target: true,
  },
  {
    name: 'members',
    path: '/members',
    lazy: ['src/features/members/components/MembersPage.tsx'],
    target: true,
  },
  {
    name: 'profile',
    path: '/members/:id/profile',
    lazy: ['src/features/profiles/index.ts'],
    target: true,
  },
  { name: 'news', path: '/news', lazy: ['src/features/news/index.ts'], target: true },
  { name: 'events', path: '/events', lazy: ['src/features/events/index.ts'], target: true },
  {
    name: 'photo gallery',
    path: '/photogallery',
    lazy: ['src/features/gallery/index.ts'],
    target: true,
  },
  { name: 'contact', path: '/contact', lazy: ['src/features/contact/index.ts'], target: true },
  {
    name: 'chart',
    path: '/familytree/chart/:kind/:id',
    lazy: ['src/features/chart/index.ts'],
    target: true,
  },
];

export function readBuild(distDir: string): Build {
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(path.join(distDir, '.vite', file), 'utf8'));
  return {
    distDir,
    manifest: read('manifest.json') as Manifest,
    chunkModules: read('chunk-modules.json') as ChunkModules,
  };
}

/** The manifest key of the chunk that holds a module. */
function chunkKeyOf(build: Build, moduleId: string): string {
  const file = Object.keys(build.chunkModules).find(
    (chunk) => build.chunkModules[chunk]![moduleId] !== undefined,
  );
  const key = Object.keys(build.manifest).find((k) => build.manifest[k]!.file === file);
  if (!file || !key) throw new Error(`${moduleId} is in no chunk of the build (was it renamed?)`);
  return key;
}

/** The chunk and every chunk it imports statically, transitively (what the browser fetches with it). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed?)`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  route: PublicRoute;
  chunks: ChunkSize[];
  bytes: number;
  gzipBytes: number;
}

export function firstLoadOf(build: Build, route: PublicRoute): FirstLoad {
  const { manifest, distDir } = build;
  const keys = staticClosure(manifest, entryKey);
  for (const moduleId of [appModule, ...route.lazy])
    staticClosure(manifest, chunkKeyOf(build, moduleId), keys);
  const chunks = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(path.join(distDir, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (list: number[]) => list.reduce((total, n) => total + n, 0);
  return {
    route,
    chunks,
    bytes: sum(chunks.map((c) => c.bytes)),
    gzipBytes: sum(chunks.map((c) => c.gzipBytes)),
  };
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Over the limit (1 KB = 1,000 bytes, the stricter reading). */
export const isOver = (load: FirstLoad) => load.gzipBytes > firstLoadLimitKb * 1000;

/** A markdown table: one row per route, over the limit marked. */
export function firstLoadTable(loads: FirstLoad[]): string {
  const rows = loads.map((load) => {
    const verdict = !load.route.target ? '(reported)' : isOver(load) ? 'over' : 'ok';
    return (
      `| ${load.route.name} | \`${load.route.path}\` | ${load.chunks.length} | ` +
      `${kb(load.bytes)} KB | ${kb(load.gzipBytes)} KB | ${verdict} |`
    );
  });
  return [
    `| page | path | JS files | JS | JS gzip | ≤ ${firstLoadLimitKb} KB gzip |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
