import { expect } from 'vitest';
import { apiPaths, type ChangePage } from '@familytree/shared';
import { createUser, login, testPassword, type TestContext } from '../../test-support/index.js';
import { profileApi, type ProfileWorld } from './profiles.test-helpers.js';

/**
 * The requests the research tests (sources, notes, media) make of a profile world, and what they
 * set up in it. The context and world are made in a `beforeAll`: they are passed as getters.
 */
export function worldRequests(context: () => TestContext, world: () => ProfileWorld) {
  const familyId = () => world().family.familyId;
  const admin = () => world().tokens.admin;
  const api = () => profileApi(context());
  const unions = () => context().context.db.selectFrom('unions');
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) =>
    context().app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  return {
    familyId,
    base: () => `/api/family/${familyId()}`,
    send,
    /** The family's latest change in the history. */
    newest: async () =>
      (
        await api().get(`${apiPaths.familyHistory(familyId())}?pageSize=1`, admin())
      ).json<ChangePage>().items[0]!,
    revert: (id: number) => api().post(apiPaths.revertChange(familyId(), id), undefined, admin()),
    /** A new spouse of `memberId`, added by the family's admin through the API: their id. */
    addSpouse: async (memberId: number, firstName: string, gender: 'M' | 'F') => {
      const added = await send(
        'POST',
        apiPaths.saveMember(memberId, memberId),
        { memberType: 'SPOUSE', firstName, lastName: 'Person', gender },
        admin(),
      );
      expect(added.statusCode, added.body).toBe(200);
      return added
        .json<{ spouses: Array<{ personId: number; firstName: string }> }>()
        .spouses.find((s) => s.firstName === firstName)!.personId;
    },
    /** The union of two persons, whichever of them was recorded first. */
    unionOf: async (one: number, other: number) =>
      (
        await unions()
          .select('id')
          .where((eb) =>
            eb.or([
              eb.and([eb('person_id', '=', one), eb('spouse_id', '=', other)]),
              eb.and([eb('person_id', '=', other), eb('spouse_id', '=', one)]),
            ]),
          )
          .executeTakeFirstOrThrow()
      ).id,
  };
}

/** The founder died long ago: their facts are no living person's. */
export async function founderDiedLongAgo(t: TestContext, w: ProfileWorld): Promise<void> {
  await t.context.db
    .updateTable('persons')
    .set({ date_of_birth: '1850-01-01', date_of_death: '1920-01-01', living: 0 })
    .where('id', '=', w.ids.r)
    .execute();
}

/** A member of the world's family (no role in the tree), logged in. */
export async function memberToken(t: TestContext, w: ProfileWorld): Promise<string> {
  const member = await createUser(t.context, {
    firstName: 'Member',
    memberships: [{ familyId: w.family.familyId, role: 'MEMBER', status: 'ACTIVE' }],
  });
  const token = await login(t.app, member.email, testPassword);
  expect(token).toBeTruthy();
  return token;
}
