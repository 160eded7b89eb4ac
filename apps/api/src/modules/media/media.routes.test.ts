import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  multipartFile,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

const uploadUrl = '/api/family/upload/image';

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let adminToken: string;
let invitedToken: string;

const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 20/1 30/1' } })
    .toBuffer();

const storedFiles = () => {
  try {
    return readdirSync(path.join(t.context.config.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

async function upload(
  data: Buffer,
  fileName: string,
  headers: Record<string, string>,
  host?: string,
) {
  const body = multipartFile('file', fileName, data, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: uploadUrl,
    payload: body.payload,
    headers: { ...body.headers, ...headers, host: host ?? `${family.domainName}.localhost` },
  });
}

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  adminToken = await login(t.app, family.admin.email, family.admin.password);
  const invited = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN', status: 'INVITED' }],
  });
  invitedToken = await login(t.app, invited.email, invited.password);
});
afterAll(() => t.close());

describe('image upload', () => {
  it('stores a real JPEG without its EXIF/GPS data and serves it with long-lived caching', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(original, 'holiday.jpg', bearer(adminToken));
    expect(res.statusCode).toBe(201);
    const { name } = res.json<{ name: string }>();
    expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);

    const image = await t.app.inject({ method: 'GET', url: `/api/family/images/${name}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    const served = await sharp(image.rawPayload).metadata();
    expect(served.format).toBe('jpeg');
    expect(served.exif).toBeUndefined();

    const row = await t.context.db
      .selectFrom('images')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.family_id).toBe(family.familyId);
  });

  it('stores a clean JPEG byte for byte, as it came (decision 0041)', async () => {
    const clean = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(clean, 'clean.jpg', bearer(adminToken));
    expect(res.statusCode, res.body).toBe(201);
    const { name } = res.json<{ name: string }>();
    const image = await t.app.inject({ method: 'GET', url: `/api/family/images/${name}` });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(clean)).toBe(true);
    const row = await t.context.db
      .selectFrom('images')
      .select(['width', 'height', 'size'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ width: 64, height: 48, size: clean.length });
  });

  it('re-encodes a JPEG with a script after its end, which is served without it', async () => {
    const picture = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([picture, Buffer.from('<script>alert(1)</script>')]);
    const res = await upload(polyglot, 'polyglot.jpg', bearer(adminToken));
    expect(res.statusCode, res.body).toBe(201);
    const { name } = res.json<{ name: string }>();
    const image = await t.app.inject({ method: 'GET', url: `/api/family/images/${name}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(polyglot)).toBe(false);
    expect(image.rawPayload.equals(picture)).toBe(false);
    expect(image.rawPayload.includes('<script>')).toBe(false);
    expect(image.rawPayload.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
  });

  it('refuses a file that is not an image, whatever its name and declared type (415)', async () => {
    const before = storedFiles().length;
    const res = await upload(
      Buffer.from('<script>alert(1)</script>'),
      'innocent.png',
      bearer(adminToken),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Only image files allowed',
      fields: { file: 'Only image files allowed' },
    });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an image over 2 MB (413)', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload(big, 'big.jpg', bearer(adminToken));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Max file size is 2 MB' });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses visitors (401), invited admins and admins of another family (403)', async () => {
    const image = await jpegWithGps();
    expect((await upload(image, 'a.jpg', {})).statusCode).toBe(401);
    expect((await upload(image, 'a.jpg', bearer(invitedToken))).statusCode).toBe(403);
    const otherToken = await login(t.app, other.admin.email, other.admin.password);
    expect((await upload(image, 'a.jpg', bearer(otherToken))).statusCode).toBe(403);
    // The other family's admin can upload to their own family.
    expect(
      (await upload(image, 'a.jpg', bearer(otherToken), `${other.domainName}.localhost`))
        .statusCode,
    ).toBe(201);
  });

  it('needs a file in the field "file"', async () => {
    const body = multipartFile('other', 'a.jpg', await jpegWithGps());
    const res = await t.app.inject({
      method: 'POST',
      url: uploadUrl,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken), host: `${family.domainName}.localhost` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { file: 'Image is required' } });
  });
});

describe('image display', () => {
  it.each([
    '..%2F..%2Fapp-secret.key',
    'app-secret.key',
    '%2Fetc%2Fpasswd',
    'abc.jpg',
    `${'a'.repeat(32)}.exe`,
  ])('answers 404 for %s', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/family/images/${name}` });
    expect(res.statusCode).toBe(404);
  });
});
