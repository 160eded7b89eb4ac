import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  lastInvitationToken,
  platformAdminToken,
  login,
  snapshotTables,
  type TestContext,
  type TestFamily,
} from '../test-support/index.js';
import { addPerson } from '../modules/tree/tree.test-helpers.js';

// Every save refuses a body with a field it does not know, or a field in the wrong place: 400
// naming the field, and nothing stored changes (issue 12: saveAbout without a top-level `about`
// used to erase the stored text).

let t: TestContext;
let family: TestFamily;
let token: string;
let platformToken: string;
let personId: number;
let menuId: number;
let invitationToken: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, family.admin.password);
  platformToken = await platformAdminToken(t.app, t.context);
  personId = await addPerson(t.context, family.familyId, { first: 'Ada' });
  const menus = (
    await t.app.inject({ method: 'GET', url: apiPaths.family(family.domainName) })
  ).json<{ menus: Array<{ menuId: number; menuOrder: number }> }>().menus;
  menuId = menus.find((m) => m.menuOrder === 1)!.menuId;
  // A link that can still be used: an unknown one is 404 before its body is read (issue 28).
  const invite = await t.app.inject({
    method: 'POST',
    url: apiPaths.saveBranchAdmin(family.familyId),
    payload: { firstName: 'Ivy', lastName: 'Invited', email: 'ivy@strict.example' },
    headers: bearer(token),
  });
  expect(invite.statusCode, invite.body).toBe(200);
  invitationToken = lastInvitationToken(t.context, 'ivy@strict.example');
});

afterAll(async () => {
  await t?.close();
});

/** Everything a save could write. */
const stored = () => snapshotTables(t.context.db);

interface Save {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  token?: () => string;
  /** A body with a field the call does not know. */
  unknown: () => unknown;
  /** A body with one of the call's fields (or another call's) in the wrong place. */
  misplaced: () => unknown;
  /** The field each bad body must be refused for. */
  fields: [unknown: string, misplaced: string];
}

const section = {
  pageContentId: -1,
  title: 'Title',
  titleClass: 'timeline-heading-medium',
  imagePosition: 'timeline-view-image-left',
  content: '<p>x</p>',
};
const basic = {
  firstName: 'Ada',
  lastName: 'Harper',
  gender: 'F',
  livingStatus: true,
};
const person = { firstName: 'New', lastName: 'Person', gender: 'M' };

const saves: Save[] = [
  {
    name: 'saveBasicDetails',
    method: 'POST',
    url: () => apiPaths.profileSave(personId, 'saveBasicDetails'),
    unknown: () => ({ ...basic, surname: 'x' }),
    // The profile as read (personDetail beside the tabs) is the spec's own body (issue 28): a name
    // no read has is still refused, at the top or inside personDetail.
    misplaced: () => ({ personDetail: { ...basic, isAdmin: true } }),
    fields: ['surname', 'personDetail.isAdmin'],
  },
  {
    name: 'saveProfilePhoto',
    method: 'POST',
    url: () => apiPaths.profileSave(personId, 'saveProfilePhoto'),
    unknown: () => ({ photo: `${'a'.repeat(32)}.jpg`, caption: 'x' }),
    misplaced: () => ({ personDetail: { photo: `${'a'.repeat(32)}.jpg` } }),
    fields: ['caption', 'personDetail.photo'],
  },
  {
    name: 'saveCoverPhoto',
    method: 'POST',
    url: () => apiPaths.profileSave(personId, 'saveCoverPhoto'),
    unknown: () => ({ coverPhoto: `${'a'.repeat(32)}.jpg`, caption: 'x' }),
    misplaced: () => ({ personDetail: { coverPhoto: `${'a'.repeat(32)}.jpg` } }),
    fields: ['caption', 'personDetail.coverPhoto'],
  },
  {
    name: 'saveAddressContact',
    method: 'POST',
    url: () => apiPaths.profileSave(personId, 'saveAddressContact'),
    unknown: () => ({
      addressList: [],
      socialMediaLinkList: [],
      livingTimelineList: [],
      fax: '123',
    }),
    misplaced: () => ({
      addressList: [{ addressType: 'CURRENT_ADDRESS', email: 'ada@example.com' }],
      socialMediaLinkList: [],
      livingTimelineList: [],
    }),
    fields: ['fax', 'addressList.0.email'],
  },
  {
    name: 'saveEducationProfession',
    method: 'POST',
    url: () => apiPaths.profileSave(personId, 'saveEducationProfession'),
    unknown: () => ({
      academicHistoryList: [{ course: 'History', collegeUniversity: 'York', grade: 'A' }],
      workHistoryList: [],
      privacy: { education: 1, workHistory: 1 },
    }),
    misplaced: () => ({
      academicHistoryList: [],
      workHistoryList: [],
      privacy: { education: 1, workHistory: 1 },
      education: 1,
    }),
    fields: ['academicHistoryList.0.grade', 'education'],
  },
  {
    name: 'saveAbout',
    method: 'POST',
    url: () => apiPaths.profileSave(personId, 'saveAbout'),
    unknown: () => ({ about: '<p>x</p>', timelineEventsList: [], bio: 'x' }),
    // The example: `about` nested instead of at the top erased the stored text.
    misplaced: () => ({ profile: { about: '<p>x</p>' }, timelineEventsList: [] }),
    fields: ['bio', 'profile'],
  },
  {
    name: 'saveMember',
    method: 'POST',
    url: () => apiPaths.saveMember(0, personId),
    unknown: () => ({ memberType: 'CHILD', ...person, nickname: 'x' }),
    // The spec's payload with names when linking is accepted (issue 28); a nested person is not.
    misplaced: () => ({ memberType: 'SPOUSE', isSpouseMember: true, spouseId: 1, spouse: person }),
    fields: ['nickname', 'spouse'],
  },
  {
    name: 'founder',
    method: 'POST',
    url: () => apiPaths.founder(family.familyId),
    unknown: () => ({ ...person, memberType: 'SELF' }),
    misplaced: () => ({ person }),
    fields: ['memberType', 'person'],
  },
  {
    name: 'saveDraft',
    method: 'PUT',
    url: () => apiPaths.saveDraft(family.familyId, menuId),
    unknown: () => [{ ...section, subtitle: 'x' }],
    misplaced: () => [{ ...section, menuName: 'Home' }],
    fields: ['0.subtitle', '0.menuName'],
  },
  {
    name: 'publish',
    method: 'POST',
    url: () => apiPaths.publishMenu(family.familyId, menuId),
    unknown: () => [{ ...section, subtitle: 'x' }],
    misplaced: () => [{ ...section, menuName: 'Home' }],
    fields: ['0.subtitle', '0.menuName'],
  },
  {
    name: 'rename menu',
    method: 'POST',
    url: () => apiPaths.renameMenu(family.familyId),
    unknown: () => ({ menuId, menuName: 'Start', hidden: true }),
    misplaced: () => ({ menuId, menuName: 'Start', menuOrder: 2 }),
    fields: ['hidden', 'menuOrder'],
  },
  {
    name: 'save branch admin',
    method: 'POST',
    url: () => apiPaths.saveBranchAdmin(family.familyId),
    unknown: () => ({ firstName: 'Mia', lastName: 'Harper', email: 'mia@example.com', role: 'X' }),
    misplaced: () => ({
      firstName: 'Mia',
      lastName: 'Harper',
      email: 'mia@example.com',
      assignedMembers: [],
    }),
    fields: ['role', 'assignedMembers'],
  },
  {
    name: 'create family',
    method: 'POST',
    url: () => apiPaths.platformFamilies,
    token: () => platformToken,
    unknown: () => ({
      name: 'Strict',
      domainName: 'strict-bodies',
      adminEmail: 'strict@example.com',
      adminFirstName: 'Ann',
      adminLastName: 'Strict',
      plan: 'gold',
    }),
    misplaced: () => ({
      name: 'Strict',
      domainName: 'strict-bodies',
      adminFirstName: 'Ann',
      adminLastName: 'Strict',
      admin: { email: 'strict@example.com' },
    }),
    fields: ['plan', 'admin'],
  },
  {
    name: 'login',
    method: 'POST',
    url: () => apiPaths.login,
    unknown: () => ({ email: family.admin.email, password: 'x', remember: true }),
    misplaced: () => ({ credentials: { email: family.admin.email, password: 'x' } }),
    fields: ['remember', 'credentials'],
  },
  {
    name: 'platform login',
    method: 'POST',
    url: () => apiPaths.platformLogin,
    unknown: () => ({ email: family.admin.email, password: 'x', remember: true }),
    misplaced: () => ({ credentials: { email: family.admin.email, password: 'x' } }),
    fields: ['remember', 'credentials'],
  },
  {
    name: 'hand-off exchange',
    method: 'POST',
    url: () => apiPaths.handoffExchange,
    unknown: () => ({ code: 'c'.repeat(32), host: 'demo' }),
    misplaced: () => ({ handoff: { code: 'c'.repeat(32) } }),
    fields: ['host', 'handoff'],
  },
  {
    name: 'accept invitation',
    method: 'POST',
    url: () => apiPaths.acceptInvitation(invitationToken),
    unknown: () => ({ password: 'a long and unusual passphrase', confirm: 'x' }),
    misplaced: () => ({ user: { password: 'a long and unusual passphrase' } }),
    fields: ['confirm', 'user'],
  },
];

describe('strict request bodies', () => {
  for (const save of saves) {
    it(`${save.name}: an unknown or misplaced field is 400 naming it, and nothing changes`, async () => {
      const bodies = [save.unknown(), save.misplaced()];
      for (const [i, body] of bodies.entries()) {
        const before = await stored();
        const res = await t.app.inject({
          method: save.method,
          url: save.url(),
          payload: body as object,
          headers: bearer(save.token?.() ?? token),
        });
        expect(res.statusCode, res.body).toBe(400);
        const error = res.json<{ code: string; fields: Record<string, string> }>();
        expect(error.code).toBe('INVALID_INPUT');
        expect(error.fields[save.fields[i]!], res.body).toBe(messages.input.unknownField);
        expect(await stored()).toEqual(before);
      }
    });
  }
});
