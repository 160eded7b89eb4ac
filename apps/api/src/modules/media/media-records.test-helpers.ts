import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { MediaItem } from '@familytree/shared';
import {
  countingApp,
  createTestContext,
  type CountingApp,
  type TestContext,
} from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';
import {
  founderDiedLongAgo,
  memberToken as newMemberToken,
  worldRequests,
} from '../profiles/world-requests.test-helpers.js';
import { uploadTo } from './media-upload.test-helpers.js';

/**
 * The world of the media records' tests (issue 30, decision 0039): a profile world whose founder
 * died long ago (not living) while Anna (A), her child Cleo (AC) and Bert (B) are living, a
 * member's token, an app that counts statements, a PNG, and the requests that upload and read
 * media. Registers its own hooks.
 */
export function mediaWorld() {
  const n = {} as {
    t: TestContext;
    w: ProfileWorld;
    api: ReturnType<typeof profileApi>;
    memberToken: string;
    counted: CountingApp;
    png: Buffer;
  };
  beforeAll(async () => {
    n.t = await createTestContext();
    n.w = await buildProfileWorld(n.t);
    n.api = profileApi(n.t);
    n.counted = await countingApp(n.t.context);
    n.png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    await founderDiedLongAgo(n.t, n.w);
    n.memberToken = await newMemberToken(n.t, n.w);
  }, 60_000);
  afterAll(async () => {
    await n.counted.close();
    await closeTestContext(n.t);
  });

  const requests = worldRequests(
    () => n.t,
    () => n.w,
  );
  const { base } = requests;
  function upload(
    fields: Record<string, string>,
    file?: { name: string; data: Buffer },
    token: string = n.w.tokens.admin,
  ) {
    return uploadTo(n.t, base(), fields, file, token);
  }
  async function added(fields: Record<string, string>, file: { name: string; data: Buffer }) {
    const res = await upload(fields, file);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MediaItem>();
  }
  const mediaOf = async (personId: number, token?: string) =>
    (await n.api.get(`${base()}/persons/${personId}/media`, token)).json<MediaItem[]>();
  return { n, ...requests, upload, added, mediaOf };
}
