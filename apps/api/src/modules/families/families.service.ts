import {
  domainNameSchema,
  isLocale,
  messages,
  type Locale,
  reservedSubdomains,
  type FamilyResponse,
} from '@familytree/shared';
import { withTransaction } from '../../infra/transactions.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { conflict, invalidInput, notFound } from '../../infra/errors.js';
import { parseNewPassword } from '../../infra/password-policy.js';
import { hashPassword } from '../../infra/passwords.js';
import { findUserByEmail, insertUser } from '../data/users.repository.js';
import {
  findFamilyByDomain,
  insertFamily,
  insertMembership,
  menusOfFamily,
} from '../data/families.repository.js';
import { insertDefaultMenus } from '../data/site-menus.repository.js';
import { serverText } from '../../infra/user-text.js';
import { currentLocale } from '../../infra/request-locale.js';

export interface NewFamily {
  domainName: string;
  name: string;
  /**
   * With a password (the CLI: the server's operator acting) the admin is active at once; without
   * (the platform admin's dashboard), they get an invitation to accept, even for an existing account.
   */
  admin: { email: string; password?: string; firstName: string; lastName: string };
  /**
   * The family's own language, when the creation names one (issue 31): stored as the family
   * setting. Its default menus and pages are written in it, else in the language of the request
   * that creates the family (English from the CLI without --language), and the setting stays
   * unset: the visitors' browsers choose, as before.
   */
  language?: Locale | null;
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
        language: isLocale(family.language) ? family.language : null,
      };
    },

    /** Creates a family with its menus and its first family admin (an existing user is reused). */
    async create(input: NewFamily, inviteAdmin?: InviteFirstAdmin): Promise<number> {
      const parsed = domainNameSchema.safeParse(input.domainName);
      if (!parsed.success)
        throw invalidInput({
          domainName: parsed.error.issues[0]?.message ?? serverText('families.invalidSubdomain'),
        });
      const domainName = parsed.data;
      if ((reservedSubdomains as readonly string[]).includes(domainName)) {
        throw invalidInput({
          domainName: serverText('families.subdomainReserved', { domainName }),
        });
      }
      if (await findFamilyByDomain(db, domainName))
        throw conflict(serverText('families.subdomainTaken', { domainName }));
      const password =
        input.admin.password === undefined ? null : parseNewPassword(input.admin.password);
      const passwordHash = password === null ? null : await hashPassword(password);
      return withTransaction(db, async (trx) => {
        const language = input.language ?? null;
        const familyId = await insertFamily(trx, domainName, input.name.trim(), language);
        await insertDefaultMenus(trx, familyId, language ?? currentLocale());
        const existing = await findUserByEmail(trx, input.admin.email);
        if (existing?.is_platform_admin) throw conflict(serverText('accounts.platformAdminEmail'));
        const userId =
          existing?.id ??
          (await insertUser(trx, {
            email: input.admin.email,
            passwordHash,
            firstName: input.admin.firstName,
            lastName: input.admin.lastName,
          }));
        // An account belongs to its owner: whoever the dashboard names is asked, never just added.
        const active = !inviteAdmin;
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
            email: existing?.email ?? input.admin.email,
            firstName: existing?.first_name ?? input.admin.firstName,
            role: 'FAMILY_ADMIN',
          });
        }
        return familyId;
      });
    },
  };
}

export type FamiliesService = ReturnType<typeof createFamiliesService>;
