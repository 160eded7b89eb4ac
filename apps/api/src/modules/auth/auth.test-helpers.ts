import { apiPaths } from '@familytree/shared';
import { afterAll, beforeAll } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';

/** The families and users the auth tests share, created once per test file. */
export interface AuthFixtures {
  t: TestContext;
  alpha: TestFamily;
  beta: TestFamily;
  /** FAMILY_ADMIN of beta and BRANCH_ADMIN of alpha. */
  twoFamilies: TestUser;
  platformAdmin: TestUser;
  noFamily: TestUser;
}

type CountedTable = 'sessions' | 'login_throttles' | 'handoff_codes';

/** Registers the file's setup and teardown; the fixtures are filled in before the first test. */
export function useAuthFixtures() {
  const fx = {} as AuthFixtures;

  beforeAll(async () => {
    fx.t = await createTestContext();
    fx.alpha = await createFamily(fx.t.context, {
      name: 'Alpha Family',
      admin: { firstName: 'Ada' },
    });
    fx.beta = await createFamily(fx.t.context, { name: 'Beta Family' });
    fx.twoFamilies = await createUser(fx.t.context, {
      firstName: 'Two',
      lastName: 'Families',
      memberships: [
        { familyId: fx.alpha.familyId, role: 'BRANCH_ADMIN' },
        { familyId: fx.beta.familyId, role: 'FAMILY_ADMIN' },
      ],
    });
    fx.platformAdmin = await createUser(fx.t.context, { platformAdmin: true });
    fx.noFamily = await createUser(fx.t.context);
  });

  afterAll(async () => {
    await fx.t?.close();
  });

  const post = (
    url: string,
    options: { payload?: unknown; token?: string; remoteAddress?: string } = {},
  ) =>
    fx.t.app.inject({
      method: 'POST',
      url,
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      headers: options.token ? bearer(options.token) : {},
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });

  const attempt = (email: string, password: string, remoteAddress?: string) =>
    post(apiPaths.login, {
      payload: { email, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  /** The /admin login, which has its own throttling counters. */
  const adminAttempt = (email: string, password: string, remoteAddress?: string) =>
    post(apiPaths.platformLogin, {
      payload: { email, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  /** Every throttling counter as stored, to check that a refused attempt changed none of them. */
  const throttles = () =>
    fx.t.context.db.selectFrom('login_throttles').selectAll().orderBy('id').execute();

  const check = (token?: string, subdomain?: string) =>
    post(subdomain === undefined ? apiPaths.check : `${apiPaths.check}?subdomain=${subdomain}`, {
      ...(token ? { token } : {}),
    });

  async function count(table: CountedTable): Promise<number> {
    const row = await fx.t.context.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return { fx, post, attempt, adminAttempt, throttles, check, count };
}
