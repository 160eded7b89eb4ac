import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPaths, type MemberProfile } from '@familytree/shared';
import sharp from 'sharp';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase, type DatabaseHandle } from './infra/database.js';
import { addPerson } from './modules/tree/tree.test-helpers.js';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  multipartFile,
  testDialect,
  type TestContext,
  type TestFamily,
} from './test-support/index.js';

// Issue 18: two app servers behind one load balancer share one PostgreSQL database and one
// S3-compatible store: whatever one server did, the other sees. Each server has its own pool and
// its own memory (caches), as two machines would.

const bucket = 'shared-media';
let s3: S3rver;
let s3Dir: string;
let first: TestContext;
let secondDb: DatabaseHandle;
let second: FastifyInstance;
let family: TestFamily;

describe.runIf(testDialect === 'postgres')('two servers on one database and one store', () => {
  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'ft-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await s3.run();
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    const mediaUrl = `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=eu-west-1`;
    first = await createTestContext({ mediaUrl });
    // The second server: another data folder, another pool, the same database and store.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-second-'));
    secondDb = openDatabase(first.context.config.databaseUrl, dataDir);
    second = await buildApp(
      { ...secondDb, config: { ...first.context.config, dataDir } },
      { logger: false, webDistDir: path.join(dataDir, 'no-web-dist') },
    );
    await second.ready();
    family = await createFamily(first.context);
  });

  afterAll(async () => {
    await second?.close();
    await secondDb?.db.destroy();
    await first?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  const host = () => ({ host: `${family.domainName}.localhost` });

  it('reads on the second server the photo and profile saved on the first', async () => {
    const token = await login(first.app, family.admin.email, family.admin.password);
    const personId = await addPerson(first.context, family.familyId, { first: 'Ada' });
    const png = await sharp({
      create: { width: 32, height: 24, channels: 3, background: '#225588' },
    })
      .png()
      .toBuffer();
    const body = multipartFile('file', 'ada.png', png, 'image/png');
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/family/upload/image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token), ...host() },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { name } = uploaded.json<{ name: string }>();
    const saved = await first.app.inject({
      method: 'POST',
      url: apiPaths.profileSave(personId, 'saveProfilePhoto'),
      // A person added just now has no history yet: the profile photo tab is at version 0.
      payload: { photo: name, version: 0 },
      headers: { ...bearer(token), ...host() },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The session made on the first server is good on the second.
    const profile = await second.inject({
      method: 'GET',
      url: apiPaths.memberProfile(personId),
      headers: { ...bearer(token), ...host() },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<MemberProfile>().personDetail.photoUrl).toContain(name);
    const image = await second.inject({ method: 'GET', url: `/api/family/images/${name}` });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(32);
  });

  it('counts failed logins across both servers', async () => {
    const wrong = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { email: family.admin.email, password: 'not-the-password' },
        remoteAddress: '203.0.113.9',
      });
    // Five free failures per email and address, spread over the two servers.
    for (const app of [first.app, second, first.app, second, first.app])
      expect((await wrong(app)).statusCode).toBe(401);
    const sixth = await wrong(second);
    expect(sixth.statusCode).toBe(429);
  });
});
