import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../../infra/context.js';
import { bearer, type TestContext } from '../../test-support/index.js';
import { searchNameOf } from '../data/person-name.js';

/** Shared by the tree API tests: direct inserts for hand-built families, DB snapshots, requests. */

export interface PersonInput {
  first: string;
  last?: string;
  middle?: string | null;
  gender?: 'M' | 'F' | 'U';
  father?: number | null;
  mother?: number | null;
  order?: number | null;
}

/** A person written straight into the database (no API rules), for fixtures and bad data. */
export async function addPerson(
  context: AppContext,
  familyId: number,
  p: PersonInput,
): Promise<number> {
  const now = new Date().toISOString();
  const last = p.last ?? 'Tester';
  const row = await context.db
    .insertInto('persons')
    .values({
      family_id: familyId,
      first_name: p.first,
      middle_name: p.middle ?? null,
      last_name: last,
      gender: p.gender ?? 'M',
      father_id: p.father ?? null,
      mother_id: p.mother ?? null,
      child_order: p.order ?? null,
      search_name: searchNameOf({ first_name: p.first, middle_name: p.middle, last_name: last }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A union recorded in `familyId`: `personId` is the family's member, `spouseId` the partner. */
export async function marry(
  context: AppContext,
  familyId: number,
  personId: number,
  spouseId: number,
  order = 1,
): Promise<void> {
  await context.db
    .insertInto('unions')
    .values({
      family_id: familyId,
      person_id: personId,
      spouse_id: spouseId,
      union_order: order,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function assignBranch(
  context: AppContext,
  familyId: number,
  userId: number,
  personId: number,
): Promise<void> {
  await context.db
    .insertInto('branch_assignments')
    .values({
      family_id: familyId,
      user_id: userId,
      person_id: personId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Everything a tree write may touch, to assert that a refused request changed nothing. */
export async function snapshot(context: AppContext) {
  const [persons, unions, assignments, linkRequests] = await Promise.all([
    context.db.selectFrom('persons').selectAll().orderBy('id').execute(),
    context.db.selectFrom('unions').selectAll().orderBy('id').execute(),
    context.db.selectFrom('branch_assignments').selectAll().orderBy('id').execute(),
    context.db.selectFrom('link_requests').selectAll().orderBy('id').execute(),
  ]);
  return { persons, unions, assignments, linkRequests };
}

/** The union of two persons, whichever of them was recorded as the member. */
export async function unionBetween(context: AppContext, a: number, b: number) {
  return context.db
    .selectFrom('unions')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('person_id', '=', a), eb('spouse_id', '=', b)]),
        eb.and([eb('person_id', '=', b), eb('spouse_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

export async function personRow(context: AppContext, id: number) {
  return context.db.selectFrom('persons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function childOrders(context: AppContext, parentId: number) {
  const rows = await context.db
    .selectFrom('persons')
    .select(['first_name', 'child_order'])
    .where((eb) => eb.or([eb('father_id', '=', parentId), eb('mother_id', '=', parentId)]))
    .orderBy('child_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => [r.first_name, r.child_order] as const);
}

type Method = 'GET' | 'POST' | 'DELETE';

/** Small request helpers around app.inject, with an optional bearer token. */
export function client(t: TestContext) {
  const send = (
    method: Method,
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const options: InjectOptions = { method, url, headers: token ? bearer(token) : {} };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return t.app.inject(options);
  };
  return {
    get: (url: string, token?: string) => send('GET', url, token),
    post: (url: string, payload?: unknown, token?: string) => send('POST', url, token, payload),
    del: (url: string, token?: string) => send('DELETE', url, token),
  };
}
