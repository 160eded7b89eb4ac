import type { Db } from '../../infra/database.js';
import { insertUser } from '../../modules/data/users.repository.js';
import { insertMembership } from '../../modules/data/families.repository.js';

/** The demo member (issue 17): a relative who keeps their own profile, and nothing else. */
export const demoMemberLogin = 'member@demo.example';

export async function seedDemoMember(
  db: Db,
  familyId: number,
  person: { id: number; firstName: string; lastName: string },
  passwordHash: string,
): Promise<void> {
  const userId = await insertUser(db, {
    email: demoMemberLogin,
    firstName: person.firstName,
    lastName: person.lastName,
    passwordHash,
  });
  await insertMembership(db, {
    familyId,
    userId,
    role: 'MEMBER',
    status: 'ACTIVE',
    personId: person.id,
  });
}
