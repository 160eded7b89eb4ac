import { privacyMessages, type FamilySettings } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { AppContext } from '../../infra/context.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import { readFamilySettings, writeFamilySettings } from './settings.repository.js';

/** The family admin's Settings page (issue 16): what visitors see of living persons. */
export function createSettingsService({ db }: AppContext) {
  return {
    async get(viewer: AuthUser | null, familyId: number): Promise<FamilySettings> {
      await assertFamilyAdmin(db, viewer, familyId, privacyMessages.settingsRefused);
      return readFamilySettings(db, familyId);
    },

    async save(
      viewer: AuthUser | null,
      familyId: number,
      settings: FamilySettings,
    ): Promise<FamilySettings> {
      await assertFamilyAdmin(db, viewer, familyId, privacyMessages.settingsRefused);
      await writeFamilySettings(db, familyId, settings);
      return readFamilySettings(db, familyId);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
