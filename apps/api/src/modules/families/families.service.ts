import {
  domainNameSchema,
  messages,
  reservedSubdomains,
  type FamilyResponse,
} from '@familytree/shared';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/database.js';
import { conflict, invalidInput, notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { findUserByEmail, insertUser } from '../auth/users.repository.js';
import {
  findFamilyByDomain,
  insertDefaultMenus,
  insertFamily,
  insertMembership,
  menusOfFamily,
} from './families.repository.js';

export interface NewFamily {
  domainName: string;
  name: string;
  /** With a password the admin is active at once (CLI); without, they get an invitation. */
  admin: { email: string; password?: string; firstName: string; lastName: string };
}

export type InviteFirstAdmin = (
  trx: Db,
  invite: { familyId: number; userId: number; email: string; firstName: string; role: string },
) => Promise<void>;

export function createFamiliesService({ db }: AppContext) {
  return {
    async byDomain(domain: string): Promise<FamilyResponse> {
      const family = await findFamilyByDomain(db, domain.toLowerCase());
      if (!family) throw notFound(messages.notFound.family);
      return {
        familyId: family.id,
        name: family.name,
        domainName: family.domain_name,
        menus: await menusOfFamily(db, family.id),
      };
    },

    /** Creates a family with its menus and its first family admin (an existing user is reused). */
    async create(input: NewFamily, inviteAdmin?: InviteFirstAdmin): Promise<number> {
      const parsed = domainNameSchema.safeParse(input.domainName);
      if (!parsed.success)
        throw invalidInput({ domainName: parsed.error.issues[0]?.message ?? 'Invalid sub-domain' });
      const domainName = parsed.data;
      if ((reservedSubdomains as readonly string[]).includes(domainName)) {
        throw invalidInput({ domainName: `The sub-domain '${domainName}' is reserved` });
      }
      if (await findFamilyByDomain(db, domainName))
        throw conflict(`The sub-domain '${domainName}' is already taken`);
      const passwordHash = input.admin.password ? await hashPassword(input.admin.password) : null;
      return db.transaction().execute(async (trx) => {
        const familyId = await insertFamily(trx, domainName, input.name.trim());
        await insertDefaultMenus(trx, familyId);
        const existing = await findUserByEmail(trx, input.admin.email);
        if (existing?.is_platform_admin) throw conflict('This email belongs to a platform admin.');
        const userId =
          existing?.id ??
          (await insertUser(trx, {
            email: input.admin.email,
            passwordHash,
            firstName: input.admin.firstName,
            lastName: input.admin.lastName,
          }));
        // Someone who can already log in is simply added; anyone else is invited to choose a password.
        const active = passwordHash !== null || Boolean(existing?.password_hash) || !inviteAdmin;
        await insertMembership(trx, {
          familyId,
          userId,
          role: 'FAMILY_ADMIN',
          status: active ? 'ACTIVE' : 'INVITED',
        });
        if (!active) {
          await inviteAdmin!(trx, {
            familyId,
            userId,
            email: input.admin.email,
            firstName: input.admin.firstName,
            role: 'FAMILY_ADMIN',
          });
        }
        return familyId;
      });
    },
  };
}

export type FamiliesService = ReturnType<typeof createFamiliesService>;
