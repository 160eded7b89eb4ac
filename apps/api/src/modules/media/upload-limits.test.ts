import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, limits, messages } from '@familytree/shared';
import { isoIn } from '../../infra/clock.js';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  multipartFile,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { uploadThrottle } from './upload-throttle.js';

let t: TestContext;
let family: TestFamily;

interface Uploader {
  userId: number;
  token: string;
}

/** A fresh ACTIVE family admin: every test that counts uploads starts from zero. */
async function newUploader(): Promise<Uploader> {
  const user = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'FAMILY_ADMIN', status: 'ACTIVE' }],
  });
  return { userId: user.userId, token: await login(t.app, user.email, testPassword) };
}

function upload(data: Buffer, token: string, fileName = 'photo.jpg') {
  const body = multipartFile('file', fileName, data, 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: apiPaths.uploadImage,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), host: `${family.domainName}.localhost` },
  });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });

const storedFiles = () => {
  try {
    return readdirSync(path.join(t.context.config.dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
};

const imageRows = async (userId?: number) => {
  let query = t.context.db.selectFrom('images').select((eb) => eb.fn.countAll().as('n'));
  if (userId !== undefined) query = query.where('uploaded_by', '=', userId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** The stored image's width and height, read back through GET /api/family/images/{name}. */
async function storedSize(name: string): Promise<[number | undefined, number | undefined]> {
  const res = await t.app.inject({ method: 'GET', url: apiPaths.image(name) });
  expect(res.statusCode).toBe(200);
  const { width, height } = await sharp(res.rawPayload).metadata();
  return [width, height];
}

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
});
afterAll(() => t.close());

describe('image size', () => {
  it('refuses a 7,700 x 7,700 JPEG (59 Mpx, 349 KB) with 413 naming the limit, storing nothing', async () => {
    const big = await solid(7700, 7700).jpeg().toBuffer();
    expect(big.length).toBeLessThan(limits.imageMaxBytes);
    const { token } = await newUploader();
    const [files, rows] = [storedFiles(), await imageRows()];

    const res = await upload(big, token);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: messages.content.tooManyPixels,
      code: errorCodes.tooLarge,
      fields: { file: messages.content.tooManyPixels },
    });
    expect(messages.content.tooManyPixels).toContain('40 megapixels');
    expect([storedFiles(), await imageRows()]).toEqual([files, rows]);
  }, 60_000);

  it('refuses a PNG just over 40 Mpx (8,001 x 5,000) the same way', async () => {
    const png = await solid(8001, 5000).png({ compressionLevel: 1 }).toBuffer();
    expect(png.length).toBeLessThan(limits.imageMaxBytes);
    const { token } = await newUploader();
    const [files, rows] = [storedFiles(), await imageRows()];
    const res = await upload(png, token, 'wide.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ fields: { file: messages.content.tooManyPixels } });
    expect([storedFiles(), await imageRows()]).toEqual([files, rows]);
  }, 30_000);

  it('stores a 3,000 x 2,000 photo at 2,048 px on the long side, keeping its shape', async () => {
    const { token } = await newUploader();
    const landscape = await upload(await solid(3000, 2000).jpeg().toBuffer(), token);
    expect(landscape.statusCode).toBe(201);
    expect(await storedSize(landscape.json<{ name: string }>().name)).toEqual([2048, 1365]);
    const portrait = await upload(await solid(2000, 3000).png().toBuffer(), token, 'tall.png');
    expect(portrait.statusCode).toBe(201);
    expect(await storedSize(portrait.json<{ name: string }>().name)).toEqual([1365, 2048]);
  });

  it('turns a photo upright (EXIF orientation) before scaling it', async () => {
    const { token } = await newUploader();
    // Stored sideways (3,000 x 2,000) with orientation 6: upright it is 2,000 wide, 3,000 high.
    const sideways = await solid(3000, 2000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(sideways, token);
    expect(res.statusCode).toBe(201);
    expect(await storedSize(res.json<{ name: string }>().name)).toEqual([1365, 2048]);
  });

  it('keeps the profile (400 x 400 PNG) and cover (800 x 178 JPEG) crops at their size', async () => {
    const { token } = await newUploader();
    const profile = await upload(await solid(400, 400).png().toBuffer(), token, 'p.png');
    const cover = await upload(await solid(800, 178).jpeg().toBuffer(), token, 'c.jpg');
    expect(await storedSize(profile.json<{ name: string }>().name)).toEqual([400, 400]);
    expect(await storedSize(cover.json<{ name: string }>().name)).toEqual([800, 178]);
  });
});

describe('upload rate limit', () => {
  const { maxPerWindow } = uploadThrottle;
  let small: Buffer;
  beforeAll(async () => {
    small = await solid(32, 24).jpeg().toBuffer();
  });

  it(`answers 429 after ${maxPerWindow} uploads a minute, stores nothing, and leaves other users alone`, async () => {
    const busy = await newUploader();
    for (let i = 0; i < maxPerWindow; i++)
      expect((await upload(small, busy.token)).statusCode).toBe(201);
    const [files, rows] = [storedFiles(), await imageRows()];

    const refused = await upload(small, busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: messages.content.tooManyUploads,
      code: errorCodes.tooManyRequests,
    });
    expect([storedFiles(), await imageRows()]).toEqual([files, rows]);
    expect(await imageRows(busy.userId)).toBe(maxPerWindow);

    // Another admin of the same family, and the admin of another family, upload as usual.
    const colleague = await newUploader();
    expect((await upload(small, colleague.token)).statusCode).toBe(201);
    const other = await createFamily(t.context);
    const otherToken = await login(t.app, other.admin.email, other.admin.password);
    const body = multipartFile('file', 'o.jpg', small, 'image/jpeg');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: apiPaths.uploadImage,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(otherToken), host: `${other.domainName}.localhost` },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lets the user upload again once the minute has passed', async () => {
    const user = await newUploader();
    for (let i = 0; i < maxPerWindow; i++) await upload(small, user.token);
    expect((await upload(small, user.token)).statusCode).toBe(429);
    await t.context.db
      .updateTable('upload_attempts')
      .set({ created_at: isoIn(-uploadThrottle.windowMs - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    expect((await upload(small, user.token)).statusCode).toBe(201);
  });

  it('holds for uploads sent all at once: the database counts them, not one process', async () => {
    const user = await newUploader();
    const answers = await Promise.all(
      Array.from({ length: maxPerWindow + 6 }, () => upload(small, user.token)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(maxPerWindow);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
    expect(await imageRows(user.userId)).toBe(maxPerWindow);
  });
});
