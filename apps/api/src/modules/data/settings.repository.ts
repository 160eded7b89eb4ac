import type { FamilySettings, VisitorDateLevel } from '@familytree/shared';
import { defaultVisitorDates, isLocale, visitorDateLevels } from '@familytree/shared';
import type { Db } from '../../infra/database.js';

const levelOf = (value: string): VisitorDateLevel =>
  (visitorDateLevels as readonly string[]).includes(value)
    ? (value as VisitorDateLevel)
    : defaultVisitorDates;

/** A family's privacy settings (migration 0010); an unknown family reads as the defaults. */
export async function readFamilySettings(db: Db, familyId: number): Promise<FamilySettings> {
  const row = await db
    .selectFrom('families')
    .select(['visitor_dates', 'members_only', 'language'])
    .where('id', '=', familyId)
    .executeTakeFirst();
  return {
    visitorDates: row ? levelOf(row.visitor_dates) : defaultVisitorDates,
    membersOnly: row?.members_only === 1,
    language: isLocale(row?.language) ? row.language : null,
  };
}

export async function writeFamilySettings(
  db: Db,
  familyId: number,
  settings: FamilySettings,
): Promise<void> {
  await db
    .updateTable('families')
    .set({
      visitor_dates: settings.visitorDates,
      members_only: settings.membersOnly ? 1 : 0,
      // Absent: unchanged (a body from before languages).
      ...(settings.language !== undefined && { language: settings.language }),
    })
    .where('id', '=', familyId)
    .execute();
}
