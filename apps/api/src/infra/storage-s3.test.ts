import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  multipartFile,
  type TestContext,
} from '../test-support/index.js';
import { parseS3Url, s3FileStorage } from './storage-s3.js';

// Issue 18: uploads in an S3-compatible store, so that several app servers share them. s3rver is
// a real S3-compatible server (from npm), started here on a free port.

const bucket = 'family-media';
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'ft-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials, read by the SDK as any AWS installation's would be.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
});

afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const mediaUrl = (prefix = '') => `s3://${bucket}${prefix}?endpoint=${endpoint}&region=eu-west-1`;

describe('MEDIA_URL', () => {
  it('names the bucket, the endpoint, the region and an optional prefix', () => {
    expect(
      parseS3Url('s3://media/site-a/?endpoint=https://s3.example.org&region=eu-west-3'),
    ).toEqual({
      bucket: 'media',
      endpoint: 'https://s3.example.org',
      region: 'eu-west-3',
      prefix: 'site-a/',
    });
    expect(parseS3Url('s3://media')).toEqual({
      bucket: 'media',
      endpoint: null,
      region: 'us-east-1',
      prefix: '',
    });
    expect(() => parseS3Url('https://media')).toThrow('must start with s3://');
    expect(() => parseS3Url('s3://media?endpoint=ftp://x')).toThrow('endpoint must start');
  });
});

describe('the S3 storage driver', () => {
  const storage = () =>
    s3FileStorage(
      parseS3Url(mediaUrl('/prefix')),
      new S3Client({
        region: 'eu-west-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
    );

  it('stores a file and gives the same bytes back', async () => {
    const data = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage().put('a1b2c3.webp', data);
    expect(await storage().get('a1b2c3.webp')).toEqual(data);
  });

  it('answers null for a file it does not have', async () => {
    expect(await storage().get('never-stored.webp')).toBeNull();
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    await storage().put('gone.webp', Buffer.from('x'));
    await storage().delete('gone.webp');
    expect(await storage().get('gone.webp')).toBeNull();
    await storage().delete('gone.webp');
  });

  it('passes the readiness probe, and refuses a name that could leave its folder', async () => {
    await storage().checkWritable();
    await expect(storage().put('../escape', Buffer.from('x'))).rejects.toThrow(
      'Unsafe storage name',
    );
  });
});

describe('the app with MEDIA_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ mediaUrl: mediaUrl() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps an upload in the store, serves it under its usual URL, and 404s a missing one', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, family.admin.password);
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    const body = multipartFile('file', 'photo.png', png, 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/family/upload/image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token), host: `${family.domainName}.localhost` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { name } = uploaded.json<{ name: string }>();
    expect(existsSync(path.join(t.context.config.dataDir, 'uploads', name))).toBe(false);
    const image = await t.app.inject({ method: 'GET', url: `/api/family/images/${name}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(40);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/family/images/0123456789abcdef.webp',
    });
    expect(missing.statusCode).toBe(404);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });
});
