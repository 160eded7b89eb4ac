import { z } from 'zod';
import { messages } from './messages.js';

/**
 * The length rule of the one password policy (docs/decisions/0010-account-ownership.md). The
 * server also refuses common and one-character passwords; that list stays out of the web bundle.
 */
export const passwordRules = { minLength: 12, maxLength: 200 } as const;

export const newPasswordSchema = z
  .string({ error: messages.password.required })
  .min(passwordRules.minLength, messages.password.tooShort)
  .max(passwordRules.maxLength, messages.password.tooLong);
