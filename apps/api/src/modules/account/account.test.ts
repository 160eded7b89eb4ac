import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages, type MyAccount } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  testPassword,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';
import { deviceName as deviceNameIn } from './device-name.js';
import { answerTextsIn } from '../../answers/answer-texts.js';

// Issue 17, "My account": name, password and sessions, each user their own.

let t: TestContext;
let family: TestFamily;
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const loginFrom = async (user: TestUser, userAgent: string, password = user.password) => {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { email: user.email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};
const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const account = async (token: string) =>
  (await call('GET', apiPaths.myAccount, token)).json<MyAccount>();
const alive = async (token: string) =>
  (await call('POST', apiPaths.check, token)).statusCode === 200;
const newUser = () =>
  createUser(t.context, { memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }] });

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
});
afterAll(() => t.close());

describe('my account', () => {
  it("lists my sessions with device and last use, this device marked, nobody else's", async () => {
    const user = await newUser();
    const desk = await loginFrom(user, firefox);
    const phone = await loginFrom(user, iphone);
    const stranger = await newUser();
    await loginFrom(stranger, firefox);

    const mine = await account(phone);
    expect(mine).toMatchObject({ userId: user.userId, email: user.email, firstName: 'Test' });
    expect(mine.sessions).toHaveLength(2);
    expect(mine.sessions.find((s) => s.current)).toMatchObject({ device: 'Safari on iPhone' });
    expect(mine.sessions.find((s) => !s.current)).toMatchObject({ device: 'Firefox on Windows' });
    for (const s of mine.sessions) expect(Date.parse(s.lastUsedAt)).not.toBeNaN();
    expect((await account(desk)).sessions.find((s) => s.current)!.device).toBe(
      'Firefox on Windows',
    );
    expect((await call('GET', apiPaths.myAccount)).statusCode).toBe(401);
  });

  it("logs out one session of mine, refuses someone else's session (404, nothing ended)", async () => {
    const user = await newUser();
    const desk = await loginFrom(user, firefox);
    const phone = await loginFrom(user, iphone);
    const stranger = await newUser();
    const strangerToken = await loginFrom(stranger, firefox);
    const strangerSession = (await account(strangerToken)).sessions[0]!.sessionId;

    const refused = await call('DELETE', apiPaths.myAccountSession(strangerSession), desk);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.account.sessionNotFound);
    expect(await alive(strangerToken)).toBe(true);

    const phoneSession = (await account(phone)).sessions.find((s) => s.current)!.sessionId;
    expect((await call('DELETE', apiPaths.myAccountSession(phoneSession), desk)).statusCode).toBe(
      204,
    );
    expect(await alive(phone)).toBe(false);
    expect(await alive(desk)).toBe(true);
    expect((await account(desk)).sessions.map((s) => s.sessionId)).not.toContain(phoneSession);
  });

  it('logs out everywhere else, keeping this device', async () => {
    const user = await newUser();
    const here = await loginFrom(user, firefox);
    const others = [await loginFrom(user, iphone), await loginFrom(user, iphone)];
    expect((await call('POST', apiPaths.myAccountOtherSessions, here)).statusCode).toBe(204);
    expect(await alive(here)).toBe(true);
    for (const other of others) expect(await alive(other)).toBe(false);
    expect((await account(here)).sessions).toHaveLength(1);
  });

  it('changes my name, with field errors for a blank one', async () => {
    const user = await newUser();
    const token = await loginFrom(user, firefox);
    const saved = await call('PUT', apiPaths.myAccountName, token, {
      firstName: ' Mia ',
      lastName: 'Harper',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ firstName: 'Mia', lastName: 'Harper' });
    expect(await account(token)).toMatchObject({ firstName: 'Mia', lastName: 'Harper' });
    const blank = await call('PUT', apiPaths.myAccountName, token, {
      firstName: '',
      lastName: 'Harper',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ firstName: 'First name is required' });
    expect(await account(token)).toMatchObject({ firstName: 'Mia' });
  });

  it('changes my password with the current one, ending my other sessions', async () => {
    const user = await newUser();
    const here = await loginFrom(user, firefox);
    const other = await loginFrom(user, iphone);
    const next = 'my-new-and-unusual-passphrase';
    const res = await call('PUT', apiPaths.myAccountPassword, here, {
      currentPassword: testPassword,
      password: next,
    });
    expect(res.statusCode).toBe(204);
    expect(await alive(here)).toBe(true);
    expect(await alive(other)).toBe(false);
    await loginFrom(user, firefox, next);
  });

  it('refuses a wrong current password with a field error, and a weak new one, changing nothing', async () => {
    const user = await newUser();
    const here = await loginFrom(user, firefox);
    const other = await loginFrom(user, iphone);
    const hashBefore = await t.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();

    const wrong = await call('PUT', apiPaths.myAccountPassword, here, {
      currentPassword: 'not-my-password-at-all',
      password: 'my-new-and-unusual-passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: errorCodes.invalidInput,
      fields: { currentPassword: messages.account.currentPasswordWrong },
    });
    const weak = await call('PUT', apiPaths.myAccountPassword, here, {
      currentPassword: testPassword,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: messages.password.tooShort });

    const hashAfter = await t.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(hashAfter).toEqual(hashBefore);
    expect(await alive(other)).toBe(true);
  });
});

describe("device names in the request's language (issue 31)", () => {
  const devices = async (token: string, headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.myAccount + query,
      headers: { ...bearer(token), ...headers },
    });
    expect(res.statusCode).toBe(200);
    return res
      .json<MyAccount>()
      .sessions.map((s) => s.device)
      .sort();
  };

  it('names the devices in English as before, in German and in Malayalam', async () => {
    const user = await newUser();
    await loginFrom(user, firefox);
    const token = await loginFrom(user, 'curl/8.5.0');
    expect(await devices(token, {})).toEqual(['Firefox on Windows', 'Unknown device']);
    expect(await devices(token, { 'accept-language': 'de-AT' })).toEqual([
      'Firefox unter Windows',
      'Unbekanntes Gerät',
    ]);
    expect(await devices(token, {}, '?lang=de')).toEqual([
      'Firefox unter Windows',
      'Unbekanntes Gerät',
    ]);
    const malayalam = ['Firefox (Windows)', 'അജ്ഞാത ഉപകരണം'];
    expect(await devices(token, { 'accept-language': 'ml-IN' })).toEqual(malayalam);
    expect(await devices(token, { 'accept-language': 'de' }, '?lang=ml')).toEqual(malayalam);
  });
});

describe('device names', () => {
  it('reads browser and system from common user agents', async () => {
    const english = await answerTextsIn('en');
    const deviceName = (userAgent: string | null) => deviceNameIn(userAgent, english);
    expect(deviceName(firefox)).toBe('Firefox on Windows');
    expect(deviceName(iphone)).toBe('Safari on iPhone');
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('curl/8.5.0')).toBe('Unknown device');
  });
});
