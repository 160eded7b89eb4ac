import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@familytree/shared';
import { parseCliCommand, runCliCommand } from './cli-commands.js';
import { ConfigError } from './infra/config.js';
import { AppError } from './infra/errors.js';
import {
  createTestContext,
  loginResponse,
  uniqueEmail,
  uniqueName,
  type TestContext,
} from './test-support/index.js';

// Issue 11, item 9: the CLI creates accounts with the same password policy as everything else.

let t: TestContext;

const run = (...argv: string[]) => runCliCommand(t.context, parseCliCommand(argv));
async function refusal(argv: string[]): Promise<AppError> {
  const error = await run(...argv).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
async function counts() {
  const n = async (table: 'users' | 'families') =>
    Number(
      (
        await t.context.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { users: await n('users'), families: await n('families') };
}

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('npm run cli -- create-platform-admin', () => {
  it.each([
    ['x', messages.password.tooShort],
    ['aaaaaaaaaa', messages.password.tooShort],
    ['zzzzzzzzzzzzzzzz', messages.password.tooCommon],
    ['123456789012', messages.password.tooCommon],
  ])('refuses the password %s and creates nothing', async (password, message) => {
    const before = await counts();
    const error = await refusal([
      'create-platform-admin',
      '--email',
      uniqueEmail('pa'),
      '--password',
      password,
    ]);
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ password: message });
    expect(await counts()).toEqual(before);
  });

  it('creates a platform admin with a strong password', async () => {
    const email = uniqueEmail('pa');
    const output = await run(
      'create-platform-admin',
      '--email',
      email,
      '--password',
      'a strong one at last',
    );
    expect(output).toMatch(new RegExp(`^Created platform admin ${email} \\(user \\d+\\)\\.$`));
  });
});

describe('npm run cli -- create-family', () => {
  const createFamily = (password: string, domain = uniqueName('cli'), email = uniqueEmail('fa')) =>
    run(
      'create-family',
      '--domain',
      domain,
      '--name',
      'Cli Family',
      '--admin-email',
      email,
      '--admin-password',
      password,
    );

  it.each([
    ['x', messages.password.tooShort],
    ['password1234', messages.password.tooCommon],
  ])('refuses the admin password %s and creates nothing', async (password, message) => {
    const before = await counts();
    const error = await createFamily(password).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error!.fields).toEqual({ password: message });
    expect(await counts()).toEqual(before);
  });

  it('creates the family and an admin who logs in with that password', async () => {
    const domain = uniqueName('cli');
    const email = uniqueEmail('fa');
    expect(await createFamily('the family admins password', domain, email)).toMatch(
      new RegExp(`^Created family ${domain} \\(id \\d+\\)\\.$`),
    );
    const login = await loginResponse(t.app, email, 'the family admins password');
    expect(login.familyList).toEqual([expect.objectContaining({ domainName: domain })]);
  });

  it('explains its usage for an unknown command or a missing option', () => {
    expect(() => parseCliCommand(['drop-everything'])).toThrow(ConfigError);
    expect(() => parseCliCommand(['create-family', '--domain', 'x'])).toThrow(/--name/);
  });
});
