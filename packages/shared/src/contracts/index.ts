import type { ApiContract } from './contract.js';
import * as account from './account.js';
import * as auth from './auth.js';
import * as branchAdmins from './branch-admins.js';
import * as events from './events.js';
import * as families from './families.js';
import * as gallery from './gallery.js';
import * as gedcom from './gedcom.js';
import * as history from './history.js';
import * as invitations from './invitations.js';
import * as linkRequests from './link-requests.js';
import * as media from './media.js';
import * as operations from './operations.js';
import * as platformAdmin from './platform-admin.js';
import * as profiles from './profiles.js';
import * as settings from './settings.js';
import * as staticData from './static-data.js';
import * as tree from './tree.js';
import * as news from './news.js';
import * as contact from './contact.js';
import * as sitePages from './site-pages.js';
import * as research from './research.js';
import * as notes from './notes.js';
import * as mediaRecords from './media-records.js';
import * as places from './places.js';
import * as merge from './merge.js';
import * as duplicates from './duplicates.js';
import * as statistics from './statistics.js';

export * from './contract.js';
export * from './strict.js';
export * from './account.js';
export * from './auth.js';
export * from './branch-admins.js';
export * from './events.js';
export * from './families.js';
export * from './gallery.js';
export * from './gedcom.js';
export * from './history.js';
export * from './invitations.js';
export * from './link-requests.js';
export * from './media.js';
export * from './operations.js';
export * from './platform-admin.js';
export * from './profiles.js';
export * from './settings.js';
export * from './static-data.js';
export * from './tree.js';
export * from './news.js';
export * from './contact.js';
export * from './site-pages.js';
export * from './research.js';
export * from './notes.js';
export * from './media-records.js';
export * from './places.js';
export * from './merge.js';
export * from './duplicates.js';
export * from './statistics.js';

const isContract = (value: unknown): value is ApiContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every call of the API, for the OpenAPI document and the tests that compare it with the routes. */
export const allContracts: ApiContract[] = [
  auth,
  account,
  families,
  tree,
  linkRequests,
  branchAdmins,
  profiles,
  invitations,
  platformAdmin,
  media,
  staticData,
  operations,
  gedcom,
  gallery,
  history,
  settings,
  events,
  news,
  contact,
  sitePages,
  research,
  notes,
  mediaRecords,
  places,
  merge,
  duplicates,
  statistics,
].flatMap((module) => Object.values(module).filter(isContract));
