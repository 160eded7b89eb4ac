import type { FamilySettings, Locale, VisitorDateLevel } from '@familytree/shared';
import { fieldReverter } from '../history/field-reverter.js';
import { lockForEdit } from '../history/history.writer.js';
import { readFamilySettings, writeFamilySettings } from '../data/settings.repository.js';

/** The settings as their history records hold them: the families table's columns. */
export const recordedSettings = (settings: FamilySettings) => ({
  visitor_dates: settings.visitorDates,
  members_only: settings.membersOnly,
  language: settings.language ?? null,
});

const fields = new Set(Object.keys(recordedSettings({ visitorDates: 'FULL', membersOnly: false })));

/** The family's privacy settings (entity: the family), written back field by field. */
export const settingsReverter = fieldReverter({
  fields: (section) => (section === 'settings' ? fields : undefined),
  lock: (trx, familyId) => lockForEdit(trx, 'families', familyId),
  read: async (trx, familyId) => recordedSettings(await readFamilySettings(trx, familyId)),
  async write(trx, familyId, _id, restored) {
    const current = await readFamilySettings(trx, familyId);
    await writeFamilySettings(trx, familyId, {
      visitorDates:
        (restored.visitor_dates as VisitorDateLevel | undefined) ?? current.visitorDates,
      membersOnly: (restored.members_only as boolean | undefined) ?? current.membersOnly,
      language: 'language' in restored ? (restored.language as Locale | null) : current.language,
    });
  },
});
