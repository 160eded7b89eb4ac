import { apiPaths } from '@familytree/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createTestContext, type TestContext } from '../../test-support/index.js';
import { searchNameOf } from '../data/person-name.js';
import { memberCardPages } from './member-card-pages.js';

// Issue 18: member-card pages start from a kept key instead of skipping every row before them,
// and the total is a trigger-kept count. The database's own OFFSET over the same order is the
// oracle: every page must be the same, before and after persons come, go and are renamed.

let t: TestContext;
let familyId: number;
let otherFamilyId: number;
const db = () => t.context.db;

/** Persons in bulk: few distinct names, so that the id decides the order among namesakes. */
async function insertPersons(family: number, count: number, seed: number): Promise<number[]> {
  const now = new Date().toISOString();
  const lastNames = ['Adams', 'adams', 'Brown', 'Ćosić', 'Zhang', "O'Neil", 'brown'];
  const firstNames = ['Ann', 'Bob', 'ann', 'Élodie', 'Zoe'];
  const rows = Array.from({ length: count }, (_, i) => {
    const last = lastNames[(i * 7 + seed) % lastNames.length]!;
    const first = firstNames[(i * 3 + seed) % firstNames.length]!;
    return {
      family_id: family,
      first_name: first,
      middle_name: null,
      last_name: last,
      gender: i % 2 ? 'M' : 'F',
      father_id: null,
      mother_id: null,
      child_order: null,
      search_name: searchNameOf({ first_name: first, middle_name: null, last_name: last }),
      created_at: now,
      updated_at: now,
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db()
      .insertInto('persons')
      .values(rows.slice(i, i + 500))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

async function oraclePage(offset: number, limit: number): Promise<number[]> {
  const rows = await db()
    .selectFrom('persons')
    .select('id')
    .where('family_id', '=', familyId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

async function countedPersons(family: number): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from persons where family_id = ${family}`.execute(db());
  return Number(rows[0]!.n);
}

async function keptCount(family: number): Promise<number> {
  const row = await db()
    .selectFrom('families')
    .select('person_count')
    .where('id', '=', family)
    .executeTakeFirstOrThrow();
  return Number(row.person_count);
}

/** Every page of the given size, compared with the oracle; answers the total seen. */
async function expectAllPagesRight(page: ReturnType<typeof memberCardPages>, pageSize: number) {
  const total = await countedPersons(familyId);
  for (let offset = 0; offset < total + pageSize; offset += pageSize) {
    const got = await page(familyId, offset, pageSize);
    expect(got.total).toBe(total);
    expect(
      got.rows.map((r) => r.id),
      `offset ${offset}`,
    ).toEqual(await oraclePage(offset, pageSize));
  }
}

beforeAll(async () => {
  t = await createTestContext();
  familyId = (await createFamily(t.context)).familyId;
  otherFamilyId = (await createFamily(t.context)).familyId;
  await insertPersons(familyId, 2_600, 1);
  await insertPersons(otherFamilyId, 40, 2);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the trigger-kept person count', () => {
  it('equals the persons of each family after bulk inserts', async () => {
    expect(await keptCount(familyId)).toBe(await countedPersons(familyId));
    expect(await keptCount(otherFamilyId)).toBe(40);
  });

  it('follows deletes and a person moved to another family', async () => {
    const ids = await insertPersons(otherFamilyId, 5, 3);
    await db().deleteFrom('persons').where('id', 'in', ids.slice(0, 2)).execute();
    await db()
      .updateTable('persons')
      .set({ family_id: familyId })
      .where('id', '=', ids[2]!)
      .execute();
    expect(await keptCount(otherFamilyId)).toBe(await countedPersons(otherFamilyId));
    expect(await keptCount(familyId)).toBe(await countedPersons(familyId));
    await db().deleteFrom('persons').where('id', '=', ids[2]!).execute();
  });
});

describe('member-card pages of a large family', () => {
  it('are the same as the OFFSET pages, every one, for two page sizes', async () => {
    const page = memberCardPages(db());
    await expectAllPagesRight(page, 24);
    await expectAllPagesRight(page, 100);
  }, 60_000);

  it('stay right after persons come, go and are renamed (the kept keys go stale)', async () => {
    const page = memberCardPages(db());
    await expectAllPagesRight(page, 24);
    const added = await insertPersons(familyId, 300, 4);
    await db().deleteFrom('persons').where('id', 'in', added.slice(0, 50)).execute();
    // Renamed to the front of the order: every later page shifts by one.
    await db()
      .updateTable('persons')
      .set({ last_name: 'Aaa' })
      .where('id', '=', added[60]!)
      .execute();
    await expectAllPagesRight(page, 24);
  }, 60_000);

  it('answers an empty page and the total past the end', async () => {
    const page = memberCardPages(db());
    const total = await countedPersons(familyId);
    expect(await page(familyId, total + 500, 24)).toEqual({ rows: [], total });
  });
});

describe('GET member cards', () => {
  it('answers a deep page of the large family with its total', async () => {
    const total = await countedPersons(familyId);
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.memberCards(familyId)}?page=80&pageSize=24`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(res.json<Array<{ personId: number }>>().map((c) => c.personId)).toEqual(
      await oraclePage(79 * 24, 24),
    );
  });
});
