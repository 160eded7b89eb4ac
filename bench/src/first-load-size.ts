/**
 * Prints the first-load JavaScript of each public page of the built web app (issue 18) and exits
 * non-zero when a page held to the target is over 200 KB gzip.
 *
 *   npm run build -w @familytree/web && npx tsx bench/src/first-load-size.ts [--chunks] [--dist dir]
 *
 * `--chunks` also lists each page's files, largest first. See first-load.ts for what is counted.
 */
import { fileURLToPath } from 'node:url';
import {
  firstLoadLimitKb,
  firstLoadOf,
  firstLoadTable,
  isOver,
  kb,
  publicRoutes,
  readBuild,
} from './first-load.js';

const distArg = process.argv.indexOf('--dist');
const distDir =
  distArg > 0
    ? process.argv[distArg + 1]!
    : fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

const build = readBuild(distDir);
const loads = publicRoutes.map((route) => firstLoadOf(build, route));
console.log(firstLoadTable(loads));
if (process.argv.includes('--chunks')) {
  for (const load of loads) {
    console.log(`\n${load.route.name}:`);
    for (const chunk of load.chunks) {
      console.log(`  ${kb(chunk.gzipBytes).padStart(6)} KB gzip  ${chunk.file}`);
    }
  }
}
const over = loads.filter((load) => load.route.target && isOver(load));
if (over.length > 0) {
  console.error(
    `\nOver ${firstLoadLimitKb} KB gzip: ${over.map((load) => load.route.name).join(', ')}`,
  );
  process.exit(1);
}
