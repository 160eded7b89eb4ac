import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../infra/context.js';

const outboxOf = (context: AppContext) => path.join(context.config.dataDir, 'outbox');

/** Every mail written to the outbox for `email`, oldest first (no SMTP in tests). */
export function mailsTo(context: AppContext, email: string): string[] {
  const folder = outboxOf(context);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.includes(email.toLowerCase()))
    .sort()
    .map((f) => readFileSync(path.join(folder, f), 'utf8'));
}

/** The invitation token last mailed to `email` through the outbox. */
export function lastInvitationToken(context: AppContext, email: string): string {
  const text = mailsTo(context, email).at(-1) ?? '';
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No invitation link in the mail to ${email}`);
  return match[1];
}

/**
 * Waits until the outbox holds `count` mails for `email` (a password-reset mail is written after
 * its answer has gone) and answers the password-reset token of the last one.
 */
export async function awaitPasswordResetToken(
  context: AppContext,
  email: string,
  count = 1,
): Promise<string> {
  const linkOf = (text: string | undefined) =>
    text ? /\/password-reset\/([A-Za-z0-9_-]+)\n/.exec(text)?.[1] : undefined;
  for (let i = 0; i < 1000; i++) {
    const mails = mailsTo(context, email);
    // A file may be seen before its text is all written: wait for the whole link line.
    const token = mails.length >= count ? linkOf(mails.at(-1)) : undefined;
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No password-reset link in the mail to ${email}`);
}
