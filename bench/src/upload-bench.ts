/**
 * Time and peak memory of image uploads through the real API (buildApp on a temporary SQLite
 * database, in-process with app.inject). Each scenario runs in a child process of its own, so
 * that its peak RSS is not hidden by an earlier one:
 *
 *   npx tsx bench/src/upload-bench.ts      # every scenario, one table (SQLite)
 *
 * The parallel uploads come from different users (each the admin of a family of their own), as an
 * attack by several accounts would: one user's uploads are rate-limited.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { apiPaths } from '@familytree/shared';
import { buildApp } from '../../apps/api/src/app.js';
import { migrateToLatest } from '../../apps/api/src/db/migrate.js';
import { createFamiliesService } from '../../apps/api/src/modules/families/families.service.js';
import { loadConfig } from '../../apps/api/src/infra/config.js';
import { openDatabase } from '../../apps/api/src/infra/database.js';

const scenarios: Array<[side: number, parallel: number]> = [
  [7700, 1],
  [7700, 16],
  [6000, 1],
  [6000, 16],
];

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A square JPEG of `side` pixels, one colour: 7,700 px make a 349 KB file (59 Mpx decoded). */
function testJpeg(side: number): Promise<Buffer> {
  return sharp({
    create: { width: side, height: side, channels: 3, background: '#336699' },
    limitInputPixels: false,
  })
    .jpeg()
    .toBuffer();
}

function multipart(data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function runScenario(imageFile: string, side: number, parallel: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ft-upload-bench-'));
  const handle = openDatabase(null, dataDir);
  try {
    await migrateToLatest(handle);
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    const app = await buildApp(
      { ...handle, config },
      { logger: false, webDistDir: path.join(dataDir, 'no-web-app') },
    );
    await app.ready();
    const users = [];
    for (let i = 0; i < parallel; i++) {
      const domainName = `bench${i}`;
      const admin = {
        email: `admin${i}@bench.example`,
        password: 'bench-password-123',
        firstName: 'Bench',
        lastName: 'Admin',
      };
      await createFamiliesService({ ...handle, config }).create({
        domainName,
        name: `Bench ${i}`,
        admin,
      });
      const login = await app.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { email: admin.email, password: admin.password },
      });
      users.push({ domainName, token: login.json<{ token: string }>().token });
    }
    // Made by the parent process: making it here would count in this process's peak RSS.
    const image = readFileSync(imageFile);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const answers = await Promise.all(
      users.map(({ domainName, token }) => {
        const body = multipart(image);
        return app.inject({
          method: 'POST',
          url: apiPaths.uploadImage,
          payload: body.payload,
          headers: {
            ...body.headers,
            authorization: `Bearer ${token}`,
            host: `${domainName}.localhost`,
          },
        });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const peak = process.resourceUsage().maxRSS * 1024;
    const statuses = [...new Set(answers.map((a) => a.statusCode))].join('/');
    console.log(
      `| ${side} x ${side} (${Math.round(image.length / 1000)} kB) | ${parallel} | ${statuses} | ` +
        `${seconds.toFixed(2)} s | ${megabytes(peak)} | ${megabytes(peak - rssBefore)} |`,
    );
    await app.close();
  } finally {
    await handle.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const [imageFile, side, parallel] = process.argv.slice(2);
if (imageFile && side && parallel) {
  await runScenario(imageFile, Number(side), Number(parallel));
} else {
  console.log('| image | uploads in parallel | answers | time | peak RSS | peak RSS above idle |');
  console.log('| ----- | ------------------- | ------- | ---- | -------- | ------------------- |');
  const self = fileURLToPath(import.meta.url);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-upload-bench-images-'));
  try {
    for (const [s, p] of scenarios) {
      const file = path.join(folder, `${s}.jpg`);
      if (!existsSync(file)) writeFileSync(file, await testJpeg(s));
      process.stdout.write(
        execFileSync(process.execPath, [...process.execArgv, self, file, String(s), String(p)], {
          encoding: 'utf8',
        }),
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
