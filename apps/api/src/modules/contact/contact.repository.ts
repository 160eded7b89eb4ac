import type { Db } from '../../infra/database.js';

/** Sends (and caught bots) since `since` from one client address, naming one email, to one family. */
export async function recentSends(
  db: Db,
  send: { familyId: number; ip: string; email: string },
  since: string,
): Promise<{ fromAddress: number; withEmail: number; toFamily: number }> {
  const count = async (column: 'ip' | 'email' | 'family_id', value: string | number) => {
    const row = await db
      .selectFrom('contact_sends')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    fromAddress: await count('ip', send.ip),
    withEmail: await count('email', send.email),
    toFamily: await count('family_id', send.familyId),
  };
}

export async function recordSend(
  db: Db,
  send: { familyId: number; ip: string; email: string; at: string },
): Promise<void> {
  await db
    .insertInto('contact_sends')
    .values({ family_id: send.familyId, ip: send.ip, email: send.email, created_at: send.at })
    .execute();
}

/** Where a family's contact messages go: the email of each ACTIVE family admin. */
export async function familyAdminEmails(db: Db, familyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.family_id', '=', familyId)
    .where('m.role', '=', 'FAMILY_ADMIN')
    .where('m.status', '=', 'ACTIVE')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.email);
}
