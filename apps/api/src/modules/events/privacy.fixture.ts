import { addDays } from '@familytree/shared';
import { todayUtc } from '../access/privacy.js';
import {
  createFamily,
  createUser,
  login,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson, marry } from '../tree/tree.test-helpers.js';

/**
 * A family for the privacy and events tests, dated from today so that its birthdays always fall
 * in the next 60 days: a living daughter (birthday in 10 days, a place of birth), her deceased
 * grandfather (death day in 20 days), a great-grandmother born more than 100 years ago with no
 * death recorded, and a son with no birth date whose father was born 125 years ago.
 */
export interface PrivacyWorld {
  family: TestFamily;
  other: TestFamily;
  ids: { grandpa: number; father: number; ann: number; greatGran: number; oldSon: number };
  dates: {
    annBirth: string;
    annBirthday: string;
    grandpaDeath: string;
    grandpaRemembrance: string;
  };
  tokens: { admin: string; branch: string; otherAdmin: string; stranger: string };
}

/** The same day of the year `years` back (29 February avoided by the offsets used). */
const yearsBefore = (date: string, years: number) =>
  `${String(Number(date.slice(0, 4)) - years)}${date.slice(4)}`;

export async function buildPrivacyWorld(t: TestContext): Promise<PrivacyWorld> {
  const today = todayUtc();
  const family = await createFamily(t.context);
  const other = await createFamily(t.context);
  const { db } = t.context;
  const f = family.familyId;
  const greatGran = await addPerson(t.context, f, { first: 'Edith', last: 'Old', gender: 'F' });
  const grandpa = await addPerson(t.context, f, { first: 'Grandpa', last: 'Stone' });
  const father = await addPerson(t.context, f, { first: 'Frank', last: 'Stone', father: grandpa });
  const ann = await addPerson(t.context, f, {
    first: 'Ann',
    last: 'Stone',
    gender: 'F',
    father,
    order: 1,
  });
  const ancient = await addPerson(t.context, f, { first: 'Ancient', last: 'Stone' });
  const oldSon = await addPerson(t.context, f, { first: 'Oldson', last: 'Stone', father: ancient });
  const spouse = await addPerson(t.context, f, { first: 'Gran', last: 'Stone', gender: 'F' });
  await marry(t.context, f, grandpa, spouse);

  const annBirthday = addDays(today, 10);
  const annBirth = yearsBefore(annBirthday, 30);
  const grandpaRemembrance = addDays(today, 20);
  const grandpaDeath = yearsBefore(grandpaRemembrance, 5);
  const set = (id: number, values: Record<string, string | number | null>) =>
    db.updateTable('persons').set(values).where('id', '=', id).execute();
  await set(ann, {
    date_of_birth: annBirth,
    place_of_birth: 'Springfield',
    country_of_birth: 'GB',
  });
  await set(grandpa, {
    date_of_birth: '1930-03-03',
    date_of_death: grandpaDeath,
    living: 0,
    place_of_birth: 'Oldtown',
    country_of_birth: 'IE',
  });
  await set(father, { date_of_birth: '1960-06-15' });
  await set(greatGran, { date_of_birth: '1900-01-02', place_of_birth: 'Farland' });
  await set(ancient, { date_of_birth: yearsBefore(today, 125) });
  await set(oldSon, { place_of_birth: 'Hilltop' });

  const branch = await createUser(t.context, {
    memberships: [{ familyId: f, role: 'BRANCH_ADMIN' }],
  });
  const stranger = await createUser(t.context, {
    memberships: [{ familyId: other.familyId, role: 'BRANCH_ADMIN' }],
  });
  return {
    family,
    other,
    ids: { grandpa, father, ann, greatGran, oldSon },
    dates: { annBirth, annBirthday, grandpaDeath, grandpaRemembrance },
    tokens: {
      admin: await login(t.app, family.admin.email, family.admin.password),
      branch: await login(t.app, branch.email, branch.password),
      otherAdmin: await login(t.app, other.admin.email, other.admin.password),
      stranger: await login(t.app, stranger.email, stranger.password),
    },
  };
}
