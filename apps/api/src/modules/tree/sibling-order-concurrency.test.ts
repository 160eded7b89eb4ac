import { apiPaths, type SaveMemberRequest } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson, childOrders, client } from './tree.test-helpers.js';

// Issue 11 defect 2: with 8 writers adding or reordering children of one parent, PostgreSQL
// answered 500 (deadlocks) and left duplicate child orders. Every write now holds the parents'
// row locks first, in id order, so concurrent writes queue instead of crossing.

let t: TestContext;
let family: TestFamily;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
});

afterAll(async () => {
  await t?.close();
});

const writers = 8;
const person = { firstName: 'Child', lastName: 'Busy', gender: 'M' as const };

/** Runs the jobs with `writers` requests in flight at any time; answers every status code. */
async function runConcurrently(jobs: Array<() => Promise<number>>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      statuses.push(await job());
    }
  }
  await Promise.all(Array.from({ length: writers }, worker));
  return statuses;
}

function expectOrdersOneToN(orders: ReadonlyArray<readonly [string, number | null]>): void {
  expect(orders.map(([, order]) => order)).toEqual(orders.map((_, index) => index + 1));
}

describe('concurrent writes to the children of one parent', { timeout: 120_000 }, () => {
  it('200 child adds and reorders from 8 writers: no 500, orders 1..n without duplicates', async () => {
    const parent = await addPerson(t.context, family.familyId, { first: 'Parent' });
    const seeded: number[] = [];
    for (let i = 1; i <= 10; i++) {
      seeded.push(
        await addPerson(t.context, family.familyId, { first: `s${i}`, father: parent, order: i }),
      );
    }
    const save = (memberId: number, body: SaveMemberRequest) =>
      client(t).post(apiPaths.saveMember(0, memberId), body, token);

    const jobs: Array<() => Promise<number>> = [];
    for (let i = 0; i < 200; i++) {
      if (i % 2 === 0) {
        jobs.push(async () => {
          const res = await save(parent, {
            memberType: 'CHILD',
            ...person,
            childOrder: 1 + (i % 7),
          });
          return res.statusCode;
        });
      } else {
        const member = seeded[i % seeded.length]!;
        jobs.push(async () => {
          const res = await save(member, {
            memberType: 'SELF',
            ...person,
            firstName: `s${seeded.indexOf(member) + 1}`,
            childOrder: 1 + (i % 10),
          });
          return res.statusCode;
        });
      }
    }
    const statuses = await runConcurrently(jobs);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const orders = await childOrders(t.context, parent);
    expect(orders).toHaveLength(110);
    expectOrdersOneToN(orders);
  });

  it('concurrent deletes and adds keep the orders 1..n', async () => {
    const parent = await addPerson(t.context, family.familyId, { first: 'Parent2' });
    const kids: number[] = [];
    for (let i = 1; i <= 40; i++) {
      kids.push(
        await addPerson(t.context, family.familyId, { first: `k${i}`, father: parent, order: i }),
      );
    }
    const jobs: Array<() => Promise<number>> = [];
    for (const [index, kid] of kids.entries()) {
      if (index % 2 === 0)
        jobs.push(
          async () => (await client(t).del(apiPaths.deleteChild(parent, kid), token)).statusCode,
        );
      jobs.push(async () => {
        const res = await client(t).post(
          apiPaths.saveMember(0, parent),
          { memberType: 'CHILD', ...person, childOrder: 1 },
          token,
        );
        return res.statusCode;
      });
    }
    const statuses = await runConcurrently(jobs);

    expect(statuses.filter((s) => s !== 200 && s !== 204)).toEqual([]);
    const orders = await childOrders(t.context, parent);
    expect(orders).toHaveLength(60);
    expectOrdersOneToN(orders);
  });
});
