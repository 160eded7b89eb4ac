import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../infra/context.js';

/** The invitation token last mailed to `email` through the outbox (no SMTP in tests). */
export function lastInvitationToken(context: AppContext, email: string): string {
  const folder = path.join(context.config.dataDir, 'outbox');
  const files = readdirSync(folder)
    .filter((f) => f.includes(email.toLowerCase()))
    .sort();
  const text = readFileSync(path.join(folder, files.at(-1)!), 'utf8');
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No invitation link in the mail to ${email}`);
  return match[1];
}
