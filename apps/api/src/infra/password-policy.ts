import { dictionary } from '@zxcvbn-ts/language-common';
import { messages, newPasswordSchema } from '@familytree/shared';
import { z } from 'zod';
import { invalidInput } from './errors.js';
import { parseInput } from './validation.js';

// About 49,000 leaked passwords, shipped with zxcvbn-ts; compared in lower case.
const commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
// 'aaaaaaaaaaaa' or 'abababababab' pass any length rule and no list holds them all.
const minDistinctCharacters = 5;
const passwordField = z.object({ password: newPasswordSchema });

/**
 * The one password policy (docs/decisions/0010-account-ownership.md): the shared length rule, then
 * the checks that stay on the server. Every path that sets a password goes through here.
 */
export function parseNewPassword(password: unknown): string {
  const parsed = parseInput(passwordField, { password }).password;
  if (commonPasswords.has(parsed.toLowerCase()) || new Set(parsed).size < minDistinctCharacters)
    throw invalidInput({ password: messages.password.tooCommon });
  return parsed;
}
