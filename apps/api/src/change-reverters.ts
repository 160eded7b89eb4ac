import { branchAdminAccountReverter } from './modules/branch-admins/branch-admin-account-reverter.js';
import { branchAssignmentReverter } from './modules/branch-admins/branch-assignment-reverter.js';
import { familyEventReverter } from './modules/events/event-reverter.js';
import { albumReverter } from './modules/gallery/album-reverter.js';
import { importReverter } from './modules/gedcom/import-reverter.js';
import { bySection, type ChangeReverters } from './modules/history/change-reverters.js';
import type { InvitationsService } from './modules/invitations/invitations.service.js';
import { memberAccountReverter } from './modules/invitations/member-account-reverter.js';
import { basicDetailsReverter } from './modules/profiles/basic-details-reverter.js';
import { profileReverter } from './modules/profiles/profile-reverter.js';
import { settingsReverter } from './modules/settings/settings-reverter.js';
import { newsPostReverter } from './modules/news/news-reverter.js';
import { menuReverter } from './modules/site/site-reverter.js';
import {
  citationReverter,
  repositoryReverter,
  sourceReverter,
} from './modules/research/research-records.js';
import { noteLinkReverter, noteReverter } from './modules/research/note-records.js';
import { mediaLinkReverter, mediaReverter } from './modules/media/media-records.history.js';
import { placeReverter } from './modules/places/place-records.js';
import { placeTextsReverter, placeTextsSection } from './modules/places/place-texts-records.js';
import { treeReverter } from './modules/tree/tree-reverter.js';
import { mergeReverter } from './modules/merge/merge-reverter.js';
import { mergeSection } from './modules/merge/merge.service.js';

/**
 * Every kind of record the history can undo, by entity type: each domain brings its own
 * reverter, so the history module imports none of them (issue 29). Accounts' reverters mail
 * the invitations they give back.
 */
export function changeRevertersWith(invitations: InvitationsService): ChangeReverters {
  return {
    person: bySection(
      {
        tree: treeReverter,
        basic: basicDetailsReverter,
        'branch-admin': branchAssignmentReverter,
        [mergeSection]: mergeReverter,
      },
      profileReverter,
    ),
    familySettings: settingsReverter,
    import: importReverter,
    newsPost: newsPostReverter,
    familyEvent: familyEventReverter,
    album: albumReverter,
    menu: menuReverter,
    branchAdmin: branchAdminAccountReverter(invitations),
    user: memberAccountReverter(invitations),
    repository: repositoryReverter,
    source: sourceReverter,
    citation: citationReverter,
    note: noteReverter,
    noteLink: noteLinkReverter,
    media: mediaReverter,
    mediaLink: mediaLinkReverter,
    place: bySection({ [placeTextsSection]: placeTextsReverter }, placeReverter),
  };
}
