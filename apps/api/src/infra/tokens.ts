import { createHmac, randomBytes } from 'node:crypto';

/** A random secret for a session, hand-off code or invitation: only its keyed hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(token).digest('hex');
}
