import type { Db } from '../../infra/database.js';
import { insertDefaultMenus } from '../../modules/data/site-menus.repository.js';
import { nowIso } from '../../infra/clock.js';
import { hashPassword } from '../../infra/passwords.js';
import { findUserByEmail, insertUser } from '../../modules/data/users.repository.js';
import { insertFamily, insertMembership } from '../../modules/data/families.repository.js';
import { searchNameOf } from '../../modules/data/person-name.js';
import { addDemoEvents } from './demo-events.js';
import { addDemoSources } from './demo-sources.js';
import { addDemoPlaces } from './demo-places.js';
import { addDemoProfile } from './demo-profiles.js';
import { planFamily, type FamilyPlanOptions, type PlannedPerson } from './family-plan.js';
import { demoPageSections } from './demo-pages.js';
import { seedDemoPhotos } from './demo-photos.js';
import type { FileStorage } from '../../infra/storage.js';
import { seedDemoMember } from './demo-accounts.js';
import { demoNewsAndPages } from './demo-news.js';

export const demoLogins = {
  familyAdmin: 'admin@demo.example',
  branchAdmin: 'branch@demo.example',
  harperAdmin: 'admin@harper.example',
  platformAdmin: 'platform@demo.example',
} as const;

const demoPlan: FamilyPlanOptions = {
  surname: 'Mathew',
  founderYear: 1898,
  generations: 5,
  childrenByGeneration: [[4], [3, 2, 4, 3], [2, 3, 1, 2], [2, 1, 3]],
  seed: 7,
};
const harperPlan: FamilyPlanOptions = {
  surname: 'Harper',
  founderYear: 1935,
  generations: 3,
  childrenByGeneration: [[4], [2, 3, 1, 2]],
  seed: 11,
};

interface WrittenFamily {
  familyId: number;
  people: PlannedPerson[];
  ids: Map<number, number>;
}

async function writeFamily(
  db: Db,
  domain: string,
  name: string,
  plan: FamilyPlanOptions,
): Promise<WrittenFamily> {
  const familyId = await insertFamily(db, domain, name);
  await insertDefaultMenus(db, familyId);
  const people = planFamily(plan);
  const ids = new Map<number, number>();
  const now = nowIso();
  // Parents are planned before their children, so their ids exist when a child is written.
  for (const p of people) {
    const row = await db
      .insertInto('persons')
      .values({
        family_id: familyId,
        first_name: p.firstName,
        middle_name: null,
        last_name: p.lastName,
        gender: p.gender,
        date_of_birth: p.birthDate,
        date_of_death: p.deathDate,
        living: p.deathDate ? 0 : 1,
        father_id: p.fatherKey === null ? null : ids.get(p.fatherKey)!,
        mother_id: p.motherKey === null ? null : ids.get(p.motherKey)!,
        child_order: p.childOrder,
        search_name: searchNameOf({ first_name: p.firstName, last_name: p.lastName }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(p.key, row.id);
  }
  for (const p of people) {
    for (const [index, spouseKey] of p.spouseKeys.entries()) {
      await db
        .insertInto('unions')
        .values({
          family_id: familyId,
          person_id: ids.get(p.key)!,
          spouse_id: ids.get(spouseKey)!,
          union_order: index + 1,
          created_at: now,
        })
        .execute();
    }
  }
  return { familyId, people, ids };
}

async function addUser(
  db: Db,
  email: string,
  firstName: string,
  lastName: string,
  passwordHash: string,
  platformAdmin = false,
) {
  return insertUser(db, {
    email,
    firstName,
    lastName,
    passwordHash,
    isPlatformAdmin: platformAdmin,
  });
}

/**
 * Creates the demo and harper families of the README, unless the database already has families.
 * With a storage, the demo family gets its photos too (demo-photos.ts).
 */
export async function seedDemo(
  db: Db,
  demoPassword: string,
  storage?: FileStorage,
): Promise<boolean> {
  const existing = await db.selectFrom('families').select('id').limit(1).executeTakeFirst();
  if (existing || (await findUserByEmail(db, demoLogins.familyAdmin))) return false;
  const passwordHash = await hashPassword(demoPassword);

  await db.transaction().execute(async (trx) => {
    const demo = await writeFamily(trx, 'demo', 'Demo Family', demoPlan);
    const harper = await writeFamily(trx, 'harper', 'Harper Family', harperPlan);

    // A spouse linked from the other family: an unmarried Harper grandchild marries a Mathew.
    const demoSingle = demo.people.find(
      (p) => p.generation === 4 && p.spouseKeys.length === 0 && p.gender === 'M',
    )!;
    const harperSingle = harper.people.find(
      (p) => p.generation === 3 && p.spouseKeys.length === 0 && p.gender === 'F',
    )!;
    await trx
      .insertInto('unions')
      .values({
        family_id: demo.familyId,
        person_id: demo.ids.get(demoSingle.key)!,
        spouse_id: harper.ids.get(harperSingle.key)!,
        union_order: 1,
        created_at: nowIso(),
      })
      .execute();

    for (const [index, p] of demo.people.entries()) {
      if (p.generation >= 3 && index % 7 === 0) {
        await addDemoProfile(trx, demo.familyId, demo.ids.get(p.key)!, { ...p, index });
      }
    }
    await demoPageSections(trx, demo.familyId);
    await addDemoEvents(trx, demo.familyId, demo.people, demo.ids);
    await addDemoSources(trx, demo.familyId, demo.people, demo.ids);
    await addDemoPlaces(trx, demo.familyId, demo.people, demo.ids);

    const admin = await addUser(trx, demoLogins.familyAdmin, 'Anna', 'Mathew', passwordHash);
    await insertMembership(trx, {
      familyId: demo.familyId,
      userId: admin,
      role: 'FAMILY_ADMIN',
      status: 'ACTIVE',
    });
    await demoNewsAndPages(trx, demo.familyId, admin);

    const branch = await addUser(trx, demoLogins.branchAdmin, 'Thomas', 'Mathew', passwordHash);
    await insertMembership(trx, {
      familyId: demo.familyId,
      userId: branch,
      role: 'BRANCH_ADMIN',
      status: 'ACTIVE',
    });
    const grandchild = demo.people.find(
      (p) => p.generation === 3 && p.fatherKey !== null && p.spouseKeys.length > 0,
    )!;
    await trx
      .insertInto('branch_assignments')
      .values({
        family_id: demo.familyId,
        user_id: branch,
        person_id: demo.ids.get(grandchild.key)!,
        created_at: nowIso(),
      })
      .execute();

    const harperAdmin = await addUser(trx, demoLogins.harperAdmin, 'Grace', 'Harper', passwordHash);
    await insertMembership(trx, {
      familyId: harper.familyId,
      userId: harperAdmin,
      role: 'FAMILY_ADMIN',
      status: 'ACTIVE',
    });
    await insertMembership(trx, {
      familyId: demo.familyId,
      userId: harperAdmin,
      role: 'BRANCH_ADMIN',
      status: 'ACTIVE',
    });

    await addUser(trx, demoLogins.platformAdmin, 'Platform', 'Admin', passwordHash, true);
    if (storage) await seedDemoPhotos(trx, storage, demo, admin);
    const kept = demo.people.find((p) => p.generation === 5)!;
    await seedDemoMember(
      trx,
      demo.familyId,
      { id: demo.ids.get(kept.key)!, ...kept },
      passwordHash,
    );
  });
  return true;
}
