import { privacyMessages, type FamilySettings } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { lockForEdit, recordChange } from '../history/history.writer.js';
import { recordedSettings as recordedFields } from './settings-reverter.js';
import { readFamilySettings, writeFamilySettings } from '../data/settings.repository.js';

/** The family admin's Settings page (issue 16): what visitors see of living persons. */
export function createSettingsService({ db }: AppContext) {
  return {
    /** Who may change the settings, asked before the body is validated (issue 28). */
    assertMayChange: (scope: RequestScope) =>
      assertFamilyAdmin(scope, privacyMessages.settingsRefused),

    async get(scope: RequestScope): Promise<FamilySettings> {
      await assertFamilyAdmin(scope, privacyMessages.settingsRefused);
      return readFamilySettings(db, scope.familyId);
    },

    async save(scope: RequestScope, settings: FamilySettings): Promise<FamilySettings> {
      const admin = await assertFamilyAdmin(scope, privacyMessages.settingsRefused);
      const { familyId } = scope;
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
