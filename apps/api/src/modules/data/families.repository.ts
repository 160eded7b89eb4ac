import type { Menu } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';

export type FamilyRow = { id: number; domain_name: string; name: string };
/** A family as its sub-domain's first read needs it: with its site's language (issue 31). */
export type FamilySiteRow = FamilyRow & { language: string | null };

export function findFamilyByDomain(
  db: Db,
  domainName: string,
): Promise<FamilySiteRow | undefined> {
  return db
    .selectFrom('families')
    .select(['id', 'domain_name', 'name', 'language'])
    .where('domain_name', '=', domainName)
    .executeTakeFirst();
}

/** A family's own language, read afresh: the app page is painted in it (issue 31). */
export async function familyLanguage(db: Db, familyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('families')
    .select('language')
    .where('id', '=', familyId)
    .executeTakeFirst();
  return row?.language ?? null;
}

export async function menusOfFamily(db: Db, familyId: number): Promise<Menu[]> {
  const rows = await db
    .selectFrom('menus')
    .select(['id', 'menu_name', 'menu_order', 'enabled', 'configurable', 'published'])
    .where('family_id', '=', familyId)
    // The fixed pages (Article, History, …) are menus too, but not of the menu list (0020).
    .where('configurable', '=', 1)
    .orderBy('menu_order')
    .execute();
  return rows.map((m) => ({
    menuId: m.id,
    menuName: m.menu_name,
    menuOrder: m.menu_order,
    enabled: m.enabled === 1,
    configurable: m.configurable === 1,
    published: m.published === 1,
  }));
}

/** A new family; `language` is its own language (null: its visitors' browsers choose). */
export async function insertFamily(
  db: Db,
  domainName: string,
  name: string,
  language: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto('families')
    .values({ domain_name: domainName, name, language, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type MembershipRow = { role: string; status: string; accepted_at: string | null };

export function findMembership(
  db: Db,
  familyId: number,
  userId: number,
): Promise<MembershipRow | undefined> {
  return db
    .selectFrom('memberships')
    .select(['role', 'status', 'accepted_at'])
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertMembership(
  db: Db,
  membership: {
    familyId: number;
    userId: number;
    role: string;
    status: string;
    /** The person of a MEMBER (issue 17). */
    personId?: number;
  },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('memberships')
    .values({
      family_id: membership.familyId,
      user_id: membership.userId,
      role: membership.role,
      status: membership.status,
      created_at: now,
      // An ACTIVE membership is created only where the owner is the one acting (CLI, seed, tests).
      accepted_at: membership.status === 'ACTIVE' ? now : null,
      person_id: membership.personId ?? null,
    })
    .execute();
}

export function findFamilyById(db: Db, familyId: number): Promise<FamilyRow | undefined> {
  return db
    .selectFrom('families')
    .select(['id', 'domain_name', 'name'])
    .where('id', '=', familyId)
    .executeTakeFirst();
}

/** Every family by name (the cross-family link picker and the dashboard). */
export function allFamilies(db: Db): Promise<FamilyRow[]> {
  return db.selectFrom('families').select(['id', 'domain_name', 'name']).orderBy('name').execute();
}

/** The families of these ids (a chart's spouses linked from other families). */
export async function findFamiliesByIds(db: Db, familyIds: number[]): Promise<FamilyRow[]> {
  if (familyIds.length === 0) return [];
  return db
    .selectFrom('families')
    .select(['id', 'domain_name', 'name'])
    .where('id', 'in', familyIds)
    .orderBy('id')
    .execute();
}
