import type { CreateFamilyRequest, LoginRequest, PlatformFamily } from '@familytree/shared';
import { messages } from '@familytree/shared';
import { z } from 'zod';
import { familiesWithCounts } from './platform.repository.js';
import type { AppContext } from '../../infra/context.js';
import { conflict, forbidden, unauthenticated } from '../../infra/errors.js';
import { parseNewPassword } from '../../infra/password-policy.js';
import { hashPassword } from '../../infra/passwords.js';
import { parseInput } from '../../infra/validation.js';
import type { AuthUser } from '../../infra/authentication.js';
import type { AuthService } from '../auth/auth.service.js';
import { findUserByEmail, insertUser } from '../data/users.repository.js';
import { createFamiliesService } from '../families/families.service.js';
import type { InvitationsService } from '../invitations/invitations.service.js';
import { serverText } from '../../infra/user-text.js';

const platformAdminSchema = z.object({ email: z.email('Enter a valid email') });

export function createPlatformService(
  context: AppContext,
  deps?: { auth: AuthService; invitations: InvitationsService },
) {
  const { db } = context;
  // The platform, not a family: no request scope (decision 0035); the flag is the user's own.
  const requirePlatformAdmin = (viewer: AuthUser | null): AuthUser => {
    if (!viewer) throw unauthenticated();
    if (!viewer.isPlatformAdmin) throw forbidden(serverText('platform.adminOnly'));
    return viewer;
  };

  return {
    /** Who may administer the platform, asked before a body is validated (issue 28). */
    assertPlatformAdmin: requirePlatformAdmin,

    async createPlatformAdmin(email: string, password: string): Promise<number> {
      const input = parseInput(platformAdminSchema, { email });
      const strongPassword = parseNewPassword(password);
      if (await findUserByEmail(db, input.email)) throw conflict(serverText('platform.userExists'));
      return insertUser(db, {
        email: input.email,
        passwordHash: await hashPassword(strongPassword),
        firstName: 'Platform',
        lastName: 'Admin',
        isPlatformAdmin: true,
      });
    },

    /** /admin signs in platform admins only; every failure reads the same (spec part 8). */
    async login(
      credentials: LoginRequest,
      ip: string,
    ): Promise<{ token: string; firstName: string; lastName: string }> {
      try {
        const response = await deps!.auth.login(credentials, ip, { platformAdmin: true });
        return {
          token: response.token,
          firstName: response.firstName,
          lastName: response.lastName,
        };
      } catch (error) {
        if ((error as { status?: number }).status === 401)
          throw unauthenticated(messages.admin.invalidCredentials);
        throw error;
      }
    },

    async families(viewer: AuthUser | null): Promise<PlatformFamily[]> {
      requirePlatformAdmin(viewer);
      return (await familiesWithCounts(db)).map((f) => ({
        familyId: f.id,
        name: f.name,
        domainName: f.domainName,
        personCount: f.personCount,
        adminCount: f.adminCount,
      }));
    },

    async createFamily(
      viewer: AuthUser | null,
      input: CreateFamilyRequest,
    ): Promise<PlatformFamily> {
      requirePlatformAdmin(viewer);
      const familyId = await createFamiliesService(context).create(
        {
          domainName: input.domainName,
          name: input.name,
          admin: {
            email: input.adminEmail,
            firstName: input.adminFirstName,
            lastName: input.adminLastName,
          },
          language: input.language ?? null,
        },
        (trx, invite) => deps!.invitations.invite(trx, invite),
      );
      return (await this.families(viewer)).find((f) => f.familyId === familyId)!;
    },
  };
}

export type PlatformService = ReturnType<typeof createPlatformService>;
