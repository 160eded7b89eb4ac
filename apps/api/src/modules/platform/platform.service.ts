import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { conflict } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { parseInput } from '../../platform/validation.js';
import { findUserByEmail, insertUser } from '../auth/users.repository.js';

const platformAdminSchema = z.object({
  email: z.email('Enter a valid email'),
  password: z.string().min(10, 'The password needs at least 10 characters'),
});

export function createPlatformService({ db }: AppContext) {
  return {
    async createPlatformAdmin(email: string, password: string): Promise<number> {
      const input = parseInput(platformAdminSchema, { email, password });
      if (await findUserByEmail(db, input.email))
        throw conflict('A user with this email already exists');
      return insertUser(db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: 'Platform',
        lastName: 'Admin',
        isPlatformAdmin: true,
      });
    },
  };
}
