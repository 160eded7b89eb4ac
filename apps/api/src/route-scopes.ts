import type { RouteScope } from './infra/family-scope.js';

/**
 * Every API route and where it may be called (docs/decisions/0013-family-scope.md). The server
 * refuses to start with a route missing here, and route-scopes.test.ts walks every family-scoped
 * route with the ids of another family.
 *
 * `site` calls are served on any host: what the main site needs (login, hand-off, platform admin,
 * invitations, the account's own invitations) and calls that name no family-owned thing.
 * `family` calls need the Host's family; each listed parameter (path or query) is checked
 * against it before the handler runs.
 */
const site: RouteScope = { scope: 'site' };

/** The published API reference (issue 12, part 5) registers its own routes: all main-site. */
export const siteRoutePrefixes = ['/api/docs'] as const;

const profileSaves = [
  'saveBasicDetails',
  'saveProfilePhoto',
  'saveCoverPhoto',
  'saveAddressContact',
  'saveEducationProfession',
  'saveAbout',
] as const;

export const routeScopes: Record<string, RouteScope> = {
  // The main site and every site.
  'GET /api/config': site,
  // The published API's OpenAPI document (the reference's own pages: siteRoutePrefixes).
  'GET /api/openapi.json': site,
  'POST /api/familytree/auth/login': site,
  'POST /api/familytree/auth/check': site,
  'POST /api/familytree/auth/logout': site,
  'POST /api/familytree/auth/handoff': site,
  'POST /api/familytree/auth/handoff/exchange': site,
  'POST /api/platform/login': site,
  'GET /api/platform/families': site,
  'POST /api/platform/families': site,
  // An invitation is found by its secret token; the page shows on the inviting family's site.
  'GET /api/invitations/:token': site,
  'POST /api/invitations/:token/accept': site,
  // The signed-in account's own invitations, from any family: answered from any site's header.
  // Password reset (issue 17): the link leads to the main site; the account is not a family's.
  'POST /api/familytree/auth/password-reset': site,
  'POST /api/familytree/auth/password-reset/complete': site,
  // The signed-in account itself ("My account"): the same on every site.
  'GET /api/my/account': site,
  'PUT /api/my/account/name': site,
  'PUT /api/my/account/password': site,
  'DELETE /api/my/account/sessions/:sessionId': site,
  'POST /api/my/account/sessions/logout-others': site,
  'GET /api/my/invitations': site,
  'POST /api/my/invitations/:familyId/accept': site,
  'POST /api/my/invitations/:familyId/decline': site,
  // Image files: the random name is the key, and a tree shows spouses' photos of other families.
  'GET /api/family/images/:name': site,
  // How a site finds its family (and the main site checks a sub-domain): public name and menus.
  'GET /api/family/:domain': site,

  // The family's own site.
  'GET /api/family/members/:familyId': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/familyTree/id/:familyId': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/familyTree/id/:familyId/member/:id': {
    scope: 'family',
    ids: { familyId: 'family', id: 'person' },
  },
  'GET /api/familyTree/id/:familyId/member/:id/members': {
    scope: 'family',
    ids: { familyId: 'family', id: 'person' },
  },
  'GET /api/familyTree/id/:familyId/member/:id/chart': {
    scope: 'family',
    ids: { familyId: 'family', id: 'person' },
  },
  'POST /api/familyTree/id/:familyId/founder': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/familyTree/:familyId/relation': {
    scope: 'family',
    ids: { familyId: 'family', firstPerson: 'linkedPerson', secondPerson: 'linkedPerson' },
    crossFamily: 'The relation of a family member and a spouse linked from another family (0008).',
  },
  'GET /api/familyTree/domain/:domain/member/:id/generation': {
    scope: 'family',
    ids: { domain: 'domain', id: 'person' },
  },
  'GET /api/familyTree/member/search': {
    scope: 'family',
    crossFamily:
      'familyId names the family whose persons are searched: a spouse may be linked from another family (0008).',
  },
  'GET /api/familyTree/familyList': {
    scope: 'family',
    crossFamily: 'Lists the families a spouse may be linked from (0008).',
  },
  'GET /api/familyTree/member/:id': { scope: 'family', ids: { id: 'person' } },
  'GET /api/familyTree/member/:familyId/all': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/familyTree/member/:parentId/child/:memberId': {
    scope: 'family',
    ids: { parentId: 'person', memberId: 'linkedPerson' },
    crossFamily: "memberId may be a spouse or child of another family shown in this family's tree.",
  },
  'POST /api/familyTree/member/:parentId/child/:memberId/saveMember': {
    scope: 'family',
    ids: { parentId: 'person', memberId: 'person' },
  },
  'DELETE /api/familyTree/member/:parentId/child/:memberId': {
    scope: 'family',
    ids: { parentId: 'person', memberId: 'linkedPerson' },
    crossFamily:
      "memberId may be a child of another family, which is only detached from this family's parent (0008).",
  },
  'DELETE /api/familyTree/member/:memberId/spouse/:spouseId': {
    scope: 'family',
    ids: { memberId: 'person', spouseId: 'linkedPerson' },
    crossFamily: 'Either family may remove a union between two families (0008).',
  },
  'PUT /api/familyTree/member/:memberId/spouse/:spouseId/marriage': {
    scope: 'family',
    ids: { memberId: 'person', spouseId: 'linkedPerson' },
    crossFamily: 'The spouse may be linked from another family (0008).',
  },
  'GET /api/family/:familyId/linkRequests': { scope: 'family', ids: { familyId: 'family' } },
  'POST /api/linkRequests/:id/accept': { scope: 'family', ids: { id: 'linkRequest' } },
  'POST /api/linkRequests/:id/decline': { scope: 'family', ids: { id: 'linkRequest' } },
  'DELETE /api/linkRequests/:id': { scope: 'family', ids: { id: 'linkRequest' } },
  'GET /api/family/:familyId/admin/:userId/member/:memberId/canedit': {
    scope: 'family',
    ids: { familyId: 'family' },
    crossFamily:
      'A yes/no of the edit rule, never data: false for a user or person outside the family.',
  },
  'GET /api/family/:memberId/branchadmin': { scope: 'family', ids: { memberId: 'person' } },
  'POST /api/family/:familyId/member/:personId/account': {
    scope: 'family',
    ids: { familyId: 'family', personId: 'person' },
  },
  'GET /api/family/:familyId/memberAccounts': { scope: 'family', ids: { familyId: 'family' } },
  // The membership is looked up with the family's id: another family's user is 404.
  'DELETE /api/family/:familyId/memberAccounts/:userId': {
    scope: 'family',
    ids: { familyId: 'family' },
  },
  'GET /api/family/:familyId/branchadmin/list': { scope: 'family', ids: { familyId: 'family' } },
  // The service answers a userId that is no branch admin of the family with 400 naming it.
  'POST /api/family/:familyId/branchAdmin/:userId/member/:memberId': {
    scope: 'family',
    ids: { familyId: 'family', memberId: 'person' },
  },
  'GET /api/family/:familyId/branchadmin/list/all': {
    scope: 'family',
    ids: { familyId: 'family' },
  },
  'POST /api/family/:familyId/branchAdmin': { scope: 'family', ids: { familyId: 'family' } },
  'DELETE /api/family/:familyId/branchadmin/:userId/member/:personId': {
    scope: 'family',
    ids: { familyId: 'family', userId: 'familyUser', personId: 'person' },
  },
  'GET /api/family/:familyId/menus/all': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/family/:familyId/menu/:menuId/pageContent': {
    scope: 'family',
    ids: { familyId: 'family', menuId: 'menu' },
  },
  'POST /api/family/:familyId/menu': { scope: 'family', ids: { familyId: 'family' } },
  'PUT /api/family/:familyId/menu/:menuId/draft': {
    scope: 'family',
    ids: { familyId: 'family', menuId: 'menu' },
  },
  'POST /api/family/:familyId/menu/:menuId/publish': {
    scope: 'family',
    ids: { familyId: 'family', menuId: 'menu' },
  },
  'GET /api/family/:familyId/sitePages': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/family/:familyId/news': { scope: 'family', ids: { familyId: 'family' } },
  'POST /api/family/:familyId/news': { scope: 'family', ids: { familyId: 'family' } },
  // A news post is looked up with the family id, so another family's post is a 404.
  'PUT /api/family/:familyId/news/:newsId': { scope: 'family', ids: { familyId: 'family' } },
  'DELETE /api/family/:familyId/news/:newsId': { scope: 'family', ids: { familyId: 'family' } },
  'POST /api/family/:familyId/contact': { scope: 'family', ids: { familyId: 'family' } },
  'POST /api/family/upload/image': { scope: 'family', ids: { familyId: 'family' } },
  // The photo gallery (issue 16). Album and photo ids are read with the family's id (decision
  // 0021), so another family's album is a 404 without an owner check of its own.
  'GET /api/family/:familyId/gallery': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/family/:familyId/gallery/photos': { scope: 'family', ids: { familyId: 'family' } },
  'POST /api/family/:familyId/albums': { scope: 'family', ids: { familyId: 'family' } },
  'PUT /api/family/:familyId/albums/:albumId': { scope: 'family', ids: { familyId: 'family' } },
  'DELETE /api/family/:familyId/albums/:albumId': { scope: 'family', ids: { familyId: 'family' } },
  'POST /api/family/:familyId/albums/:albumId/photos': {
    scope: 'family',
    ids: { familyId: 'family' },
  },
  'DELETE /api/family/:familyId/albums/:albumId/photos/:photoId': {
    scope: 'family',
    ids: { familyId: 'family' },
  },
  'POST /api/family/:familyId/gedcom/import': { scope: 'family', ids: { familyId: 'family' } },
  // The job id is random and looked up with the family id, so another family's job is a 404.
  'GET /api/family/:familyId/gedcom/import/:jobId': {
    scope: 'family',
    ids: { familyId: 'family' },
  },
  'GET /api/family/:familyId/gedcom/export': {
    scope: 'family',
    ids: { familyId: 'family', branch: 'person' },
  },
  // Issue 16: the Settings page and the events page with its calendar feed. An event id is looked
  // up with the family id, so another family's event is a 404 like an unknown one.
  'GET /api/family/:familyId/settings': { scope: 'family', ids: { familyId: 'family' } },
  'PUT /api/family/:familyId/settings': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/family/:familyId/events': { scope: 'family', ids: { familyId: 'family' } },
  'GET /api/family/:familyId/calendar.ics': { scope: 'family', ids: { familyId: 'family' } },
  'POST /api/family/:familyId/events': { scope: 'family', ids: { familyId: 'family' } },
  'PUT /api/family/:familyId/events/:eventId': { scope: 'family', ids: { familyId: 'family' } },
  'DELETE /api/family/:familyId/events/:eventId': { scope: 'family', ids: { familyId: 'family' } },
  // A member's private calendar link: the token is looked up with the family's id.
  'GET /api/family/:familyId/calendar/private': { scope: 'family', ids: { familyId: 'family' } },
  'POST /api/family/:familyId/calendar/private': { scope: 'family', ids: { familyId: 'family' } },
  'DELETE /api/family/:familyId/calendar/private': {
    scope: 'family',
    ids: { familyId: 'family' },
  },
  'GET /api/family/:familyId/calendar/private/:token/events.ics': {
    scope: 'family',
    ids: { familyId: 'family' },
  },
  'GET /api/member/:id/profile': { scope: 'family', ids: { id: 'person' } },
  'GET /api/member/:id/history': { scope: 'family', ids: { id: 'person' } },
  'GET /api/family/:familyId/history': {
    scope: 'family',
    ids: { familyId: 'family', personId: 'person' },
    crossFamily: "userId filters by author: a user's records of another family never match.",
  },
  'GET /api/family/:familyId/history/users': { scope: 'family', ids: { familyId: 'family' } },
  // The change is looked up with the family's id (history.repository.ts findChange): 404 else.
  'POST /api/family/:familyId/history/:changeId/revert': {
    scope: 'family',
    ids: { familyId: 'family' },
  },
  'GET /api/member/:id/details': { scope: 'family', ids: { id: 'person' } },
  'GET /api/member/:id/gedcomRecords': { scope: 'family', ids: { id: 'person' } },
  ...Object.fromEntries(
    profileSaves.map((save): [string, RouteScope] => [
      `POST /api/member/:id/${save}`,
      { scope: 'family', ids: { id: 'person' } },
    ]),
  ),
};
