import * as c from './contracts/index.js';
import { pathOf } from './contracts/contract.js';

type ProfileSave =
  | 'saveBasicDetails'
  | 'saveProfilePhoto'
  | 'saveCoverPhoto'
  | 'saveAddressContact'
  | 'saveEducationProfession'
  | 'saveAbout';

const profileSaves = {
  saveBasicDetails: c.saveBasicDetailsContract,
  saveProfilePhoto: c.saveProfilePhotoContract,
  saveCoverPhoto: c.saveCoverPhotoContract,
  saveAddressContact: c.saveAddressContactContract,
  saveEducationProfession: c.saveEducationProfessionContract,
  saveAbout: c.saveAboutContract,
} satisfies Record<ProfileSave, c.ApiContract>;

/**
 * API paths by name, derived from the contracts (the one place a path is written): for code that
 * needs a URL rather than a call, e.g. tests, image URLs and benchmarks.
 */
export const apiPaths = {
  config: c.configContract.path,
  login: c.loginContract.path,
  check: c.authCheckContract.path,
  logout: c.logoutContract.path,
  handoff: c.handoffContract.path,
  handoffExchange: c.handoffExchangeContract.path,
  family: (domain: string) => pathOf(c.familyByDomainContract, { domain }),
  memberCards: (familyId: number) => pathOf(c.memberCardsContract, { familyId }),

  tree: (familyId: number) => pathOf(c.familyTreeContract, { familyId }),
  memberTree: (familyId: number, id: number) => pathOf(c.memberTreeContract, { familyId, id }),
  chart: (familyId: number, id: number) => pathOf(c.chartContract, { familyId, id }),
  memberBranchCards: (familyId: number, id: number) =>
    pathOf(c.branchCardsContract, { familyId, id }),
  founder: (familyId: number) => pathOf(c.founderContract, { familyId }),
  relation: (familyId: number) => pathOf(c.relationContract, { familyId }),
  statistics: (familyId: number) => pathOf(c.familyStatisticsContract, { familyId }),
  generation: (domain: string, id: number) => pathOf(c.generationContract, { domain, id }),
  immediateFamily: (id: number) => pathOf(c.immediateFamilyContract, { id }),
  memberDetail: (parentId: number, memberId: number) =>
    pathOf(c.memberDetailContract, { parentId, memberId }),
  saveMember: (parentId: number, memberId: number) =>
    pathOf(c.saveMemberContract, { parentId, memberId }),
  deleteChild: (memberId: number, childId: number) =>
    pathOf(c.deleteChildContract, { parentId: memberId, memberId: childId }),
  deleteSpouse: (memberId: number, spouseId: number) =>
    pathOf(c.deleteSpouseContract, { memberId, spouseId }),
  saveMarriage: (memberId: number, spouseId: number) =>
    pathOf(c.saveMarriageContract, { memberId, spouseId }),
  linkableFamilies: c.linkableFamiliesContract.path,
  personSearch: c.personSearchContract.path,
  allMemberNames: (familyId: number) => pathOf(c.allMemberNamesContract, { familyId }),

  linkRequests: (familyId: number) => pathOf(c.linkRequestsContract, { familyId }),
  acceptLinkRequest: (id: number) => pathOf(c.acceptLinkRequestContract, { id }),
  declineLinkRequest: (id: number) => pathOf(c.declineLinkRequestContract, { id }),
  cancelLinkRequest: (id: number) => pathOf(c.cancelLinkRequestContract, { id }),

  branchAdminOfMember: (memberId: number) => pathOf(c.branchAdminOfMemberContract, { memberId }),
  canEdit: (familyId: number, userId: number, memberId: number) =>
    pathOf(c.canEditContract, { familyId, userId, memberId }),
  assignBranchAdmin: (familyId: number, userId: number, memberId: number) =>
    pathOf(c.assignBranchAdminContract, { familyId, userId, memberId }),
  menusAll: (familyId: number) => pathOf(c.menusAllContract, { familyId }),
  pageContent: (familyId: number, menuId: number) =>
    pathOf(c.pageContentContract, { familyId, menuId }),
  renameMenu: (familyId: number) => pathOf(c.renameMenuContract, { familyId }),
  publishMenu: (familyId: number, menuId: number) =>
    pathOf(c.publishMenuContract, { familyId, menuId }),
  saveDraft: (familyId: number, menuId: number) =>
    pathOf(c.saveDraftContract, { familyId, menuId }),
  uploadImage: c.uploadImageContract.path,
  image: (name: string) => pathOf(c.imageContract, { name }),
  galleryGroups: (familyId: number) => pathOf(c.galleryGroupsContract, { familyId }),
  galleryPhotos: (familyId: number) => pathOf(c.galleryPhotosContract, { familyId }),
  albums: (familyId: number) => pathOf(c.createAlbumContract, { familyId }),
  album: (familyId: number, albumId: number) =>
    pathOf(c.updateAlbumContract, { familyId, albumId }),
  albumPhotos: (familyId: number, albumId: number) =>
    pathOf(c.addAlbumPhotoContract, { familyId, albumId }),
  albumPhoto: (familyId: number, albumId: number, photoId: number) =>
    pathOf(c.removeAlbumPhotoContract, { familyId, albumId, photoId }),

  allBranchAdmins: (familyId: number) => pathOf(c.allBranchAdminsContract, { familyId }),
  saveBranchAdmin: (familyId: number) => pathOf(c.saveBranchAdminContract, { familyId }),
  removeAssignedMember: (familyId: number, userId: number, personId: number) =>
    pathOf(c.removeAssignedMemberContract, { familyId, userId, personId }),
  invitation: (token: string) => pathOf(c.invitationContract, { token }),
  acceptInvitation: (token: string) => pathOf(c.acceptInvitationContract, { token }),
  myInvitations: c.myInvitationsContract.path,
  acceptMyInvitation: (familyId: number) => pathOf(c.acceptMyInvitationContract, { familyId }),
  declineMyInvitation: (familyId: number) => pathOf(c.declineMyInvitationContract, { familyId }),
  passwordReset: c.requestPasswordResetContract.path,
  completePasswordReset: c.completePasswordResetContract.path,
  myAccount: c.myAccountContract.path,
  myAccountName: c.saveMyNameContract.path,
  myAccountLanguage: c.saveMyLanguageContract.path,
  myAccountPassword: c.changeMyPasswordContract.path,
  myAccountSession: (sessionId: number) => pathOf(c.revokeMySessionContract, { sessionId }),
  myAccountOtherSessions: c.revokeMyOtherSessionsContract.path,
  memberAccounts: (familyId: number) => pathOf(c.memberAccountsContract, { familyId }),
  removeMemberAccount: (familyId: number, userId: number) =>
    pathOf(c.removeMemberAccountContract, { familyId, userId }),
  memberAccount: (familyId: number, personId: number) =>
    pathOf(c.inviteMemberAccountContract, { familyId, personId }),
  platformLogin: c.platformLoginContract.path,
  platformFamilies: c.platformFamiliesContract.path,

  memberProfile: (id: number) => pathOf(c.memberProfileContract, { id }),
  memberDetails: (id: number) => pathOf(c.memberDetailsContract, { id }),
  profileSave: (id: number, what: ProfileSave) => pathOf(profileSaves[what], { id }),
  countryStates: c.countryStatesContract.path,
  countryCodes: c.countryCodesContract.path,
  health: c.healthContract.path,
  readiness: c.readinessContract.path,

  personHistory: (id: number) => pathOf(c.personHistoryContract, { id }),
  familyHistory: (familyId: number) => pathOf(c.familyHistoryContract, { familyId }),
  familyHistoryAuthors: (familyId: number) => pathOf(c.familyHistoryAuthorsContract, { familyId }),
  revertChange: (familyId: number, changeId: number) =>
    pathOf(c.revertChangeContract, { familyId, changeId }),

  duplicates: (familyId: number) => pathOf(c.duplicatesContract, { familyId }),
  duplicateDismissals: (familyId: number) => pathOf(c.dismissDuplicateContract, { familyId }),
  mergePersons: (familyId: number, keepId: number) =>
    pathOf(c.mergePersonsContract, { familyId, keepId }),
  selectableBranchAdmins: (familyId: number) =>
    pathOf(c.selectableBranchAdminsContract, { familyId }),
} as const;

/**
 * The URL of a stored image (profile and cover photos, life events, page sections), or null: the
 * one place a response turns a stored file name into what a browser can load. A bare name made
 * the browser ask `/{name}` and get the app's HTML page (issue 14).
 */
export const imageUrl = (name: string | null): string | null =>
  name ? apiPaths.image(name) : null;
