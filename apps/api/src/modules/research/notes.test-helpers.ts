import { beforeAll, afterAll, expect } from 'vitest';
import type { Note, NoteLink } from '@familytree/shared';
import { type TestContext, createTestContext } from '../../test-support/index.js';
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

/**
 * The world of the notes tests (issue 30, decision 0034): a profile world whose founder died long
 * ago (not living) while Anna (A), her child Cleo (AC) and Bert (B) are living, a member's token,
 * and the requests that write and share notes. Registers its own hooks.
 */
export function notesWorld() {
  const n = {} as {
    t: TestContext;
    w: ProfileWorld;
    api: ReturnType<typeof profileApi>;
    memberToken: string;
  };
  beforeAll(async () => {
    n.t = await createTestContext();
    n.w = await buildProfileWorld(n.t);
    n.api = profileApi(n.t);
    await founderDiedLongAgo(n.t, n.w);
    n.memberToken = await newMemberToken(n.t, n.w);
  }, 60_000);
  afterAll(() => closeTestContext(n.t));

  const requests = worldRequests(
    () => n.t,
    () => n.w,
  );
  const { base, send } = requests;
  const notesOf = async (personId: number, token?: string) =>
    (await n.api.get(`${base()}/persons/${personId}/notes`, token)).json<Note[]>();

  async function addNote(body: object, token = n.w.tokens.admin): Promise<Note> {
    const res = await send('POST', `${base()}/notes`, body, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Note>();
  }

  async function share(noteId: number, body: object, token = n.w.tokens.admin): Promise<NoteLink> {
    const res = await send('POST', `${base()}/notes/${noteId}/links`, body, token);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<NoteLink>();
  }
  return { n, ...requests, notesOf, addNote, share };
}
