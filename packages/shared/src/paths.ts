/** API paths of spec part 7, shared so that client and server can't drift apart. */
export const apiPaths = {
  config: '/api/config',
  login: '/api/familytree/auth/login',
  check: '/api/familytree/auth/check',
  logout: '/api/familytree/auth/logout',
  handoff: '/api/familytree/auth/handoff',
  handoffExchange: '/api/familytree/auth/handoff/exchange',
  family: (domain: string) => `/api/family/${encodeURIComponent(domain)}`,
  memberCards: (familyId: number) => `/api/family/members/${familyId}`,

  tree: (familyId: number) => `/api/familyTree/id/${familyId}`,
  memberTree: (familyId: number, id: number) => `/api/familyTree/id/${familyId}/member/${id}`,
  memberBranchCards: (familyId: number, id: number) =>
    `/api/familyTree/id/${familyId}/member/${id}/members`,
  founder: (familyId: number) => `/api/familyTree/id/${familyId}/founder`,
  relation: (familyId: number) => `/api/familyTree/${familyId}/relation`,
  generation: (domain: string, id: number) =>
    `/api/familyTree/domain/${encodeURIComponent(domain)}/member/${id}/generation`,
  immediateFamily: (id: number) => `/api/familyTree/member/${id}`,
  memberDetail: (parentId: number, memberId: number) =>
    `/api/familyTree/member/${parentId}/child/${memberId}`,
  saveMember: (parentId: number, memberId: number) =>
    `/api/familyTree/member/${parentId}/child/${memberId}/saveMember`,
  deleteChild: (memberId: number, childId: number) =>
    `/api/familyTree/member/${memberId}/child/${childId}`,
  deleteSpouse: (memberId: number, spouseId: number) =>
    `/api/familyTree/member/${memberId}/spouse/${spouseId}`,
  linkableFamilies: '/api/familyTree/familyList',
  personSearch: '/api/familyTree/member/search',
  allMemberNames: (familyId: number) => `/api/familyTree/member/${familyId}/all`,

  linkRequests: (familyId: number) => `/api/family/${familyId}/linkRequests`,
  acceptLinkRequest: (id: number) => `/api/linkRequests/${id}/accept`,
  declineLinkRequest: (id: number) => `/api/linkRequests/${id}/decline`,
  cancelLinkRequest: (id: number) => `/api/linkRequests/${id}`,

  branchAdminOfMember: (memberId: number) => `/api/family/${memberId}/branchadmin`,
  canEdit: (familyId: number, userId: number, memberId: number) =>
    `/api/family/${familyId}/admin/${userId}/member/${memberId}/canedit`,
  assignBranchAdmin: (familyId: number, userId: number, memberId: number) =>
    `/api/family/${familyId}/branchAdmin/${userId}/member/${memberId}`,
  menusAll: (familyId: number) => `/api/family/${familyId}/menus/all`,
  pageContent: (familyId: number, menuId: number) =>
    `/api/family/${familyId}/menu/${menuId}/pageContent`,
  renameMenu: (familyId: number) => `/api/family/${familyId}/menu`,
  publishMenu: (familyId: number, menuId: number) =>
    `/api/family/${familyId}/menu/${menuId}/publish`,
  saveDraft: (familyId: number, menuId: number) => `/api/family/${familyId}/menu/${menuId}/draft`,
  uploadImage: '/api/family/upload/image',
  image: (name: string) => `/api/family/images/${encodeURIComponent(name)}`,

  allBranchAdmins: (familyId: number) => `/api/family/${familyId}/branchadmin/list/all`,
  saveBranchAdmin: (familyId: number) => `/api/family/${familyId}/branchAdmin`,
  removeAssignedMember: (familyId: number, userId: number, personId: number) =>
    `/api/family/${familyId}/branchadmin/${userId}/member/${personId}`,
  invitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
  myInvitations: '/api/my/invitations',
  acceptMyInvitation: (familyId: number) => `/api/my/invitations/${familyId}/accept`,
  declineMyInvitation: (familyId: number) => `/api/my/invitations/${familyId}/decline`,
  platformLogin: '/api/platform/login',
  platformFamilies: '/api/platform/families',

  memberProfile: (id: number) => `/api/member/${id}/profile`,
  memberDetails: (id: number) => `/api/member/${id}/details`,
  profileSave: (
    id: number,
    what:
      | 'saveBasicDetails'
      | 'saveProfilePhoto'
      | 'saveCoverPhoto'
      | 'saveAddressContact'
      | 'saveEducationProfession'
      | 'saveAbout',
  ) => `/api/member/${id}/${what}`,
  countryStates: '/data/country-states.json',
  countryCodes: '/data/country-codes.json',

  selectableBranchAdmins: (familyId: number) => `/api/family/${familyId}/branchadmin/list`,
} as const;
