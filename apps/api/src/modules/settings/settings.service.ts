import { privacyMessages, type FamilySettings } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import { lockForEdit, recordChange } from '../history/history.writer.js';
import { recordedSettings as recordedFields } from './settings-reverter.js';
import { readFamilySettings, writeFamilySettings } from '../data/settings.repository.js';

/** The family admin's Settings page (issue 16): what visitors see of living persons. */
export function createSettingsService({ db }: AppContext) {
  return {
    /** Who may change the settings, asked before the body is validated (issue 28). */
    assertMayChange: (viewer: AuthUser | null, familyId: number) =>
      assertFamilyAdmin(db, viewer, familyId, privacyMessages.settingsRefused),

    async get(viewer: AuthUser | null, familyId: number): Promise<FamilySettings> {
      await assertFamilyAdmin(db, viewer, familyId, privacyMessages.settingsRefused);
      return readFamilySettings(db, familyId);
    },

    async save(
      viewer: AuthUser | null,
      familyId: number,
      settings: FamilySettings,
    ): Promise<FamilySettings> {
      const admin = await assertFamilyAdmin(db, viewer, familyId, privacyMessages.settingsRefused);
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'families', familyId);
        const before = await readFamilySettings(trx, familyId);
        await writeFamilySettings(trx, familyId, settings);
        const after = await readFamilySettings(trx, familyId);
        await recordChange(trx, {
          familyId,
          user: admin,
          action: 'settings.edit',
          entityType: 'familySettings',
          entityId: familyId,
          personId: null,
          section: 'settings',
          before: recordedFields(before),
          after: recordedFields(after),
        });
        return after;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
