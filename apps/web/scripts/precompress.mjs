// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built app, once
// at build time, so that the server sends them as they are instead of compressing on each request
// (@fastify/static's `preCompressed`). Files under a kilobyte gain nothing and are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
const minBytes = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(dist)) {
  if (statSync(file).size < minBytes) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB, ${(after / 1024).toFixed(0)} KiB as brotli`,
);
