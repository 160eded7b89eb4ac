import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberProfile } from '@familytree/shared';
import { createTestContext, testDialect, type TestContext } from '../../test-support/index.js';
import {
  aboutBody,
  basicBody,
  buildProfileWorld,
  closeTestContext,
  contactBody,
  currentVersion,
  educationBody,
  profileApi,
  uploadImage,
  type ProfileWorld,
  type SaveName,
} from './profiles.test-helpers.js';

// Issue 28 item 3: N saves of one tab sent at once from the same read. On PostgreSQL the lock and
// the version read were one statement: a save that waited on the lock re-read the person row but
// kept its statement's old snapshot of the history, so it passed the check and overwrote the save
// answered 200 before it. Exactly one may succeed; the others are 409 naming who changed it.

const parallel = 12;
let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let images: string[];

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  images = [];
  for (let i = 0; i <= parallel; i++)
    images.push(await uploadImage(t, w.tokens.admin, w.family.domainName));
}, 120_000);
afterAll(() => closeTestContext(t));

/** Each tab's save body number `i` (all different), and what the saved profile shows of it. */
const tabs: Record<
  SaveName,
  {
    body: (i: number) => object;
    shown: (p: MemberProfile) => unknown;
    expected: (i: number) => unknown;
  }
> = {
  saveBasicDetails: {
    body: (i) => basicBody({ placeOfBirth: `Place ${i}` }),
    shown: (p) => p.personDetail.placeOfBirth,
    expected: (i) => `Place ${i}`,
  },
  saveProfilePhoto: {
    body: (i) => ({ photo: images[i] }),
    shown: (p) => p.personDetail.photoUrl?.split('/').pop(),
    expected: (i) => images[i],
  },
  saveCoverPhoto: {
    body: (i) => ({ coverPhoto: images[i] }),
    shown: (p) => p.personDetail.coverPhotoUrl?.split('/').pop(),
    expected: (i) => images[i],
  },
  saveAddressContact: {
    body: (i) => contactBody({ email: `anna${i}@example.org` }),
    shown: (p) => p.personDetail.email,
    expected: (i) => `anna${i}@example.org`,
  },
  saveEducationProfession: {
    body: (i) =>
      educationBody({
        workHistoryList: [
          {
            role: `Role ${i}`,
            company: 'Acme',
            location: null,
            startMonth: null,
            startYear: null,
            endMonth: null,
            endYear: null,
          },
        ],
      }),
    shown: (p) => p.workHistoryList?.[0]?.role,
    expected: (i) => `Role ${i}`,
  },
  saveAbout: {
    body: (i) => aboutBody({ about: `<p>About ${i}</p>` }),
    shown: (p) => p.personDetail.about,
    expected: (i) => `<p>About ${i}</p>`,
  },
};

describe(`${parallel} saves of one tab at once, from the same read (${testDialect})`, () => {
  for (const [save, tab] of Object.entries(tabs) as [SaveName, (typeof tabs)[SaveName]][]) {
    it(`${save}: exactly one is saved, the others are 409 and change nothing`, async () => {
      // Two rounds: the second starts from a version the first wrote. Every save of a round sends
      // a value other than the stored one (a save that changes nothing moves no version).
      let stored = -1;
      for (let round = 0; round < 2; round++) {
        const version = await currentVersion(t, w.ids.a, save);
        const values = Array.from(
          { length: parallel },
          (_, i) => (stored + 1 + i) % (parallel + 1),
        );
        const answers = await Promise.all(
          values.map((value) =>
            api.save(w.ids.a, save, { ...tab.body(value), version }, w.tokens.admin),
          ),
        );
        const statuses = answers.map((r) => r.statusCode);
        const winners = statuses.flatMap((s, i) => (s === 200 ? [i] : []));
        expect(winners, statuses.join(',')).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(parallel - 1);
        const winner = values[winners[0]!]!;
        stored = winner;
        for (const loser of answers.filter((r) => r.statusCode === 409))
          expect(loser.json<{ message: string }>().message).toMatch(
            new RegExp(`^${w.users.admin.firstName}.* after you opened it`),
          );
        // What was answered 200 is what is stored, and it is the newest version.
        const read = (await api.profile(w.ids.a, w.tokens.admin)).json<MemberProfile>();
        expect(tab.shown(read)).toBe(tab.expected(winner));
        expect(tab.shown(answers[winners[0]!]!.json<MemberProfile>())).toBe(tab.expected(winner));
        expect(await currentVersion(t, w.ids.a, save)).toBeGreaterThan(version);
      }
    });
  }
});
