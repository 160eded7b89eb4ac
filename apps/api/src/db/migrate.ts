import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle } from '../infra/database.js';
import { initialMigration } from './migrations/0001_initial.js';
import { unionsFamilyIndexMigration } from './migrations/0002_unions_family_index.js';
import { personsFamilyOrderIndexMigration } from './migrations/0003_persons_family_order_index.js';
import { membershipsAcceptedAtMigration } from './migrations/0004_memberships_accepted_at.js';
import { linkRequestsMigration } from './migrations/0005_link_requests.js';
import { loginThrottlesMigration } from './migrations/0006_login_throttles.js';
import { uploadAttemptsMigration } from './migrations/0007_upload_attempts.js';
import { gedcomMigration } from './migrations/0008_gedcom.js';
import { familyPersonCountsMigration } from './migrations/0009_family_person_counts.js';
import { galleryMigration } from './migrations/0012_gallery.js';
import { accountsMigration } from './migrations/0013_accounts.js';
import { changeHistoryMigration } from './migrations/0014_change_history.js';
import { privacyEventsMigration } from './migrations/0010_privacy_events.js';
import { newsPagesContactMigration } from './migrations/0011_news_pages_contact.js';
import { unionMarriageGalleryMigration } from './migrations/0016_marriage_gallery.js';
import { familyTreeVersionsMigration } from './migrations/0017_family_tree_versions.js';
import { contactSendsFamilyIndexMigration } from './migrations/0018_contact_sends_family_index.js';
import { gedcomImportJobsIdNotNullMigration } from './migrations/0019_gedcom_import_jobs_id_not_null.js';
import { sourcesCitationsMigration } from './migrations/0020_sources_citations.js';
import { notesMigration } from './migrations/0021_notes.js';
import { placesMigration } from './migrations/0022_places.js';
import { mediaRecordsMigration } from './migrations/0023_media_records.js';
import { mediaReferenceMigration } from './migrations/0024_media_reference.js';
import { changeHistoryPersonsMigration } from './migrations/0025_change_history_persons.js';
import { noteRecordMigration } from './migrations/0026_note_record.js';
import { citationMediaMigration } from './migrations/0027_citation_media.js';
import { placeTypeWordMigration } from './migrations/0028_place_type_word.js';
import { languagesMigration } from './migrations/0029_languages.js';
import { mergedPersonsMigration } from './migrations/0031_merged_persons.js';
import { gedcomEventLocaleMigration } from './migrations/0032_gedcom_event_locale.js';
import { duplicateDismissalsMigration } from './migrations/0033_duplicate_dismissals.js';

// Migrations are imported, not read from a folder, so the bundled server carries them.
function migrations(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(handle.dialect),
    '0002_unions_family_index': unionsFamilyIndexMigration(),
    '0003_persons_family_order_index': personsFamilyOrderIndexMigration(),
    '0004_memberships_accepted_at': membershipsAcceptedAtMigration(),
    '0005_link_requests': linkRequestsMigration(handle.dialect),
    '0006_login_throttles': loginThrottlesMigration(handle.dialect),
    '0007_upload_attempts': uploadAttemptsMigration(handle.dialect),
    '0008_gedcom': gedcomMigration(handle.dialect),
    '0009_family_person_counts': familyPersonCountsMigration(handle.dialect),
    '0012_gallery': galleryMigration(handle.dialect),
    '0013_accounts': accountsMigration(handle.dialect),
    '0014_change_history': changeHistoryMigration(handle.dialect),
    '0010_privacy_events': privacyEventsMigration(handle.dialect),
    '0011_news_pages_contact': newsPagesContactMigration(handle.dialect),
    '0016_marriage_gallery': unionMarriageGalleryMigration(handle.dialect),
    '0017_family_tree_versions': familyTreeVersionsMigration(handle.dialect),
    '0018_contact_sends_family_index': contactSendsFamilyIndexMigration(),
    '0019_gedcom_import_jobs_id_not_null': gedcomImportJobsIdNotNullMigration(handle.dialect),
    '0020_sources_citations': sourcesCitationsMigration(handle.dialect),
    '0021_notes': notesMigration(handle.dialect),
    '0022_places': placesMigration(handle.dialect),
    '0023_media_records': mediaRecordsMigration(handle.dialect),
    '0024_media_reference': mediaReferenceMigration(),
    '0025_change_history_persons': changeHistoryPersonsMigration(),
    '0026_note_record': noteRecordMigration(),
    '0027_citation_media': citationMediaMigration(handle.dialect),
    '0028_place_type_word': placeTypeWordMigration(),
    '0029_languages': languagesMigration(),
    '0031_merged_persons': mergedPersonsMigration(handle.dialect),
    '0032_gedcom_event_locale': gedcomEventLocaleMigration(),
    '0033_duplicate_dismissals': duplicateDismissalsMigration(handle.dialect),
  };
}

/** Brings the database to the newest migration. */
export function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  return migrate(handle, (migrator) => migrator.migrateToLatest());
}

/** Brings the database up (or down) to the named migration: tests of one migration start here. */
export function migrateTo(handle: DatabaseHandle, migrationName: string): Promise<void> {
  return migrate(handle, (migrator) => migrator.migrateTo(migrationName));
}

async function migrate(
  handle: DatabaseHandle,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle) };
  const { error, results } = await run(new Migrator({ db: handle.db, provider }));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
