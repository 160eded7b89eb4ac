import { errorCodes } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/index.js';
import { AppError } from './errors.js';
import { inTransaction } from './transactions.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const familyCount = async () =>
  Number(
    (
      await t.context.db
        .selectFrom('families')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function insertFamily(trx: TestContext['context']['db'], domain: string): Promise<void> {
  await trx
    .insertInto('families')
    .values({ domain_name: domain, name: domain, created_at: new Date().toISOString() })
    .execute();
}

describe('inTransaction', () => {
  it('runs the work again after a write conflict, and commits it once', async () => {
    const before = await familyCount();
    let attempts = 0;
    await inTransaction(t.context.db, async (trx) => {
      attempts++;
      await insertFamily(trx, `retry-${attempts}`);
      if (attempts < 3) throw deadlock();
    });
    expect(attempts).toBe(3);
    expect(await familyCount()).toBe(before + 1);
  });

  it('answers 409 when the conflict outlasts the retries, with nothing committed', async () => {
    const before = await familyCount();
    const error = await inTransaction(t.context.db, async (trx) => {
      await insertFamily(trx, 'never');
      throw deadlock();
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).code).toBe(errorCodes.conflict);
    expect(await familyCount()).toBe(before);
  });

  it('passes any other error through at once', async () => {
    let attempts = 0;
    await expect(
      inTransaction(t.context.db, async () => {
        attempts++;
        throw new Error('a bug');
      }),
    ).rejects.toThrow('a bug');
    expect(attempts).toBe(1);
  });
});
