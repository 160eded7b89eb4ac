import {
  apiPaths,
  errorCodes,
  messages,
  type BasicDetails,
  type MemberDetail,
  type SaveMemberRequest,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import {
  addPerson,
  client,
  marry,
  personRow,
  snapshot,
  type PersonInput,
} from './tree.test-helpers.js';

// Gender 'U' (GEDCOM's U, X or missing SEX): saved and shown as such, but never in a child's
// father or mother slot, which keep M and F.

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

const add = (p: PersonInput) => addPerson(t.context, family.familyId, p);
const save = (memberId: number, body: SaveMemberRequest | Record<string, unknown>) =>
  client(t).post(apiPaths.saveMember(0, memberId), body, token);
const self = (gender: 'M' | 'F' | 'U') => ({
  memberType: 'SELF' as const,
  firstName: 'Kim',
  lastName: 'Tester',
  gender,
});
// Version 0: these persons are written directly, so their Basic details tab has no history yet.
const basic = (gender: 'M' | 'F' | 'U'): BasicDetails & { version: number } => ({
  version: 0,
  firstName: 'Kim',
  lastName: 'Tester',
  nickName: null,
  familyName: null,
  countryOfBirth: null,
  placeOfBirth: null,
  gender,
  dateOfBirth: null,
  livingStatus: true,
  dateOfDeath: null,
});

async function refused(
  request: () => Promise<{ statusCode: number; body: string }>,
  status: number,
) {
  const before = await snapshot(t.context);
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(await snapshot(t.context)).toEqual(before);
  return JSON.parse(res.body) as { message: string; code: string; fields?: Record<string, string> };
}

describe('unknown gender', () => {
  it('is saved by the member form and read back as U', async () => {
    const kim = await add({ first: 'Kim' });
    const res = await save(kim, self('U'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberDetail>().gender).toBe('U');
    expect(await personRow(t.context, kim)).toMatchObject({ gender: 'U' });
  });

  it('adds a new spouse and a founder of unknown gender', async () => {
    const member = await add({ first: 'Member' });
    const res = await save(member, {
      memberType: 'SPOUSE',
      firstName: 'Sam',
      lastName: 'X',
      gender: 'U',
    });
    expect(res.statusCode, res.body).toBe(200);
    const spouse = res.json<MemberDetail>().spouses[0]!;
    expect(await personRow(t.context, spouse.personId)).toMatchObject({ gender: 'U' });
  });

  it("is saved by the profile form for a person who is nobody's parent", async () => {
    const kim = await add({ first: 'Kim', gender: 'F' });
    const res = await client(t).post(
      apiPaths.profileSave(kim, 'saveBasicDetails'),
      basic('U'),
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await personRow(t.context, kim)).toMatchObject({ gender: 'U' });
  });

  it('refuses Unknown for a father or a mother: 400 on the gender field, nothing changed', async () => {
    const dad = await add({ first: 'Dad' });
    const mum = await add({ first: 'Mum', gender: 'F' });
    await add({ first: 'Kid', father: dad, mother: mum, order: 1 });
    const body = await refused(() => save(dad, self('U')), 400);
    expect(body).toMatchObject({
      code: errorCodes.invalidInput,
      fields: { gender: messages.member.fatherStaysMale },
    });
    const viaProfile = await refused(
      () => client(t).post(apiPaths.profileSave(mum, 'saveBasicDetails'), basic('U'), token),
      400,
    );
    expect(viaProfile.fields).toEqual({ gender: messages.member.motherStaysFemale });
    // The same gender again, or Male and Female as before, are no refusal.
    expect((await save(dad, self('M'))).statusCode).toBe(200);
  });

  it('refuses a child of a parent of unknown gender with 409, changing nothing', async () => {
    const kim = await add({ first: 'Kim', gender: 'U' });
    const child = { memberType: 'CHILD', firstName: 'Kid', lastName: 'X', gender: 'M' };
    const body = await refused(() => save(kim, child), 409);
    expect(body).toEqual({
      code: errorCodes.conflict,
      message: messages.member.parentGenderUnknown,
    });
    const dad = await add({ first: 'Dad' });
    const partner = await add({ first: 'Partner', gender: 'U' });
    await marry(t.context, family.familyId, dad, partner);
    expect((await refused(() => save(dad, child), 409)).message).toBe(
      messages.member.parentGenderUnknown,
    );
  });

  it("a new father or mother takes the slot's gender whatever the form sent", async () => {
    const kid = await add({ first: 'Kid' });
    const res = await save(kid, {
      memberType: 'FATHER',
      firstName: 'Dad',
      lastName: 'X',
      gender: 'U',
    });
    expect(res.statusCode, res.body).toBe(200);
    const father = res.json<MemberDetail>().father!;
    expect(await personRow(t.context, father.personId)).toMatchObject({ gender: 'M' });
  });

  it('captions a person of unknown gender in the search with neutral words', async () => {
    const parent = await add({ first: 'Quinn', last: 'Caption' });
    await add({ first: 'Robin', last: 'Caption', gender: 'U', father: parent, order: 1 });
    const partner = await add({ first: 'Sasha', last: 'Caption', gender: 'F' });
    const alex = await add({ first: 'Alex', last: 'Caption', gender: 'U' });
    await marry(t.context, family.familyId, alex, partner);
    const res = await client(t).get(
      `${apiPaths.personSearch}?familyId=${family.familyId}&name=caption`,
    );
    const captions = Object.fromEntries(
      res.json<Array<{ name: string; sonOff: string }>>().map((i) => [i.name, i.sonOff]),
    );
    expect(captions['Robin Caption']).toBe('Child of Quinn Caption');
    expect(captions['Alex Caption']).toBe('Spouse of Sasha Caption');
    // In another language, its own neutral words (issue 31).
    const inLanguage = async (lang: string) =>
      Object.fromEntries(
        (
          await client(t).get(
            `${apiPaths.personSearch}?familyId=${family.familyId}&name=caption&lang=${lang}`,
          )
        )
          .json<Array<{ name: string; sonOff: string }>>()
          .map((i) => [i.name, i.sonOff]),
      );
    expect(await inLanguage('de')).toMatchObject({
      'Robin Caption': 'Kind von Quinn Caption',
      'Alex Caption': 'Ehepartner von Sasha Caption',
    });
    expect(await inLanguage('ml')).toMatchObject({
      'Robin Caption': 'Quinn Caption എന്നയാളുടെ കുട്ടി',
      'Alex Caption': 'Sasha Caption എന്നയാളുടെ ജീവിതപങ്കാളി',
    });
  });
});
