import http from 'node:http';
import { apiPaths } from '@familytree/shared';
import type { DatabaseHandle } from '../../apps/api/src/infra/database.js';
import { hashPassword } from '../../apps/api/src/infra/passwords.js';
import { insertUser } from '../../apps/api/src/modules/data/users.repository.js';
import { insertMembership } from '../../apps/api/src/modules/data/families.repository.js';
import type { PlannedPerson } from './family-plan.js';
import { seededRandom } from './random.js';
import type { Scenario } from './scenarios.js';
import type { WrittenFamily } from './write-family.js';

/** Persons each write row rotates over: distinct, so two connections never save the same one. */
const writeRotation = 200;
const password = 'bench-password-123';

function post(
  baseUrl: string,
  path: string,
  body: object,
): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      baseUrl + path,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A family admin of the bench family, written through the repositories, and their token. */
async function adminToken(handle: DatabaseHandle, family: WrittenFamily, appUrl: string) {
  const email = `admin@${family.domain}.bench.example`;
  const userId = await insertUser(handle.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Bench',
    lastName: 'Admin',
  });
  await insertMembership(handle.db, {
    familyId: family.familyId,
    userId,
    role: 'FAMILY_ADMIN',
    status: 'ACTIVE',
  });
  const login = await post(appUrl, apiPaths.login, { email, password });
  if (login.status !== 200) throw new Error(`The bench admin's login answered ${login.status}`);
  return (JSON.parse(login.body) as { token: string }).token;
}

/**
 * The write rows (issue 17: the change history must not slow the writes): a rename from the tree
 * (saveMember SELF, a new middle name each time) and a save of the profile's Basic details tab (a
 * new place of birth each time, with the tab's version read from the profile just before). Both
 * rotate over members born and dead in the past, so that the profile's date rules accept them.
 */
export async function buildWriteScenarios(
  family: WrittenFamily,
  appUrl: string,
  handle: DatabaseHandle,
  seed: number,
): Promise<Scenario[]> {
  const token = await adminToken(handle, family, appUrl);
  const random = seededRandom(seed + 17);
  const today = new Date().toISOString().slice(0, 10);
  const members = family.plan.persons.filter(
    (p) => p.inFamily && p.birthDate <= today && (p.deathDate === null || p.deathDate <= today),
  );
  const chosen = new Map<number, PlannedPerson>();
  for (
    let tries = 0;
    chosen.size < Math.min(writeRotation, members.length) && tries < 10_000;
    tries++
  ) {
    const p = random.pick(members);
    chosen.set(p.key, p);
  }
  const persons = [...chosen.values()];
  const id = (p: PlannedPerson) => family.personIds[p.key]!;

  const rename: Scenario = {
    name: 'save: tree rename (saveMember)',
    paths: persons.map((p) => apiPaths.saveMember(id(p), id(p))),
    baseline: [],
    write: {
      token,
      bodies: persons.map((p) =>
        JSON.stringify({
          memberType: 'SELF',
          firstName: p.firstName,
          middleName: 'V__N__',
          lastName: p.lastName,
          gender: p.gender,
        }),
      ),
    },
  };
  const profile: Scenario = {
    name: 'save: profile basic tab',
    paths: persons.map((p) => apiPaths.profileSave(id(p), 'saveBasicDetails')),
    baseline: [],
    write: {
      token,
      bodies: persons.map((p) =>
        JSON.stringify({
          firstName: p.firstName,
          middleName: p.middleName,
          lastName: p.lastName,
          nickName: null,
          familyName: null,
          countryOfBirth: null,
          placeOfBirth: 'Town __N__',
          gender: p.gender,
          dateOfBirth: p.birthDate,
          livingStatus: p.deathDate === null,
          dateOfDeath: p.deathDate,
        }),
      ),
      versionFrom: { paths: persons.map((p) => apiPaths.memberProfile(id(p))), section: 'basic' },
    },
  };
  return [rename, profile];
}
