import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired, spentInvitationRetentionMs } from './housekeeping.js';
import { isoIn } from './infra/clock.js';
import { createFamily, createTestContext, type TestContext } from './test-support/index.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

const day = 24 * 60 * 60 * 1000;

describe('purgeExpired', () => {
  it('deletes expired sessions, spent hand-off codes and long-spent invitations, and keeps the rest', async () => {
    const { db } = t.context;
    const family = await createFamily(t.context);
    const userId = family.admin.userId;
    const now = isoIn(0);
    await db
      .insertInto('sessions')
      .values([
        {
          user_id: userId,
          token_hash: 'session-expired',
          created_at: now,
          expires_at: isoIn(-1000),
        },
        { user_id: userId, token_hash: 'session-live', created_at: now, expires_at: isoIn(day) },
      ])
      .execute();
    await db
      .insertInto('handoff_codes')
      .values([
        {
          user_id: userId,
          code_hash: 'code-expired',
          created_at: now,
          expires_at: isoIn(-1000),
          used_at: null,
        },
        {
          user_id: userId,
          code_hash: 'code-used',
          created_at: now,
          expires_at: isoIn(60_000),
          used_at: now,
        },
        {
          user_id: userId,
          code_hash: 'code-live',
          created_at: now,
          expires_at: isoIn(60_000),
          used_at: null,
        },
      ])
      .execute();
    const longAgo = isoIn(-spentInvitationRetentionMs - day);
    const invitation = (token_hash: string, expires_at: string, used_at: string | null) => ({
      family_id: family.familyId,
      user_id: userId,
      token_hash,
      created_at: longAgo,
      expires_at,
      used_at,
    });
    await db
      .insertInto('invitations')
      .values([
        invitation('invite-expired-long-ago', longAgo, null),
        invitation('invite-used-long-ago', isoIn(day), longAgo),
        invitation('invite-used-yesterday', isoIn(day), isoIn(-day)),
        invitation('invite-expired-yesterday', isoIn(-day), null),
        invitation('invite-open', isoIn(day), null),
      ])
      .execute();

    await purgeExpired(db);

    const sessions = await db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toEqual(['session-live']);
    const codes = await db.selectFrom('handoff_codes').select('code_hash').execute();
    expect(codes.map((c) => c.code_hash)).toEqual(['code-live']);
    const invitations = await db
      .selectFrom('invitations')
      .select('token_hash')
      .where('token_hash', 'like', 'invite-%')
      .orderBy('token_hash')
      .execute();
    expect(invitations.map((i) => i.token_hash)).toEqual([
      'invite-expired-yesterday',
      'invite-open',
      'invite-used-yesterday',
    ]);
  });
});
