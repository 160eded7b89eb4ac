/** User-facing texts of the product spec (parts 5, 8 and 9), used verbatim by server and client. */
export const messages = {
  login: {
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email',
    passwordRequired: 'Password is required',
    headerValueRequired: 'Please enter the value',
    failed: 'Login failed',
    wrongCredentials: 'Invalid email or password',
    tooManyAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
    accountBlocked: 'Your account has been blocked by the family admin.',
  },
  account: {
    resetRequested:
      'If an account uses this email, a link to choose a new password is on its way. It is valid for one hour.',
    resetLinkInvalid: 'This password-reset link is not valid. Ask for a new one.',
    resetLinkUsed: 'This password-reset link has already been used. Ask for a new one.',
    resetLinkExpired: 'This password-reset link has expired. Ask for a new one.',
    tooManyResets: 'Too many password-reset requests. Please wait a few minutes and try again.',
    currentPasswordRequired: 'Enter your current password',
    currentPasswordWrong: 'This is not your current password',
    sessionNotFound: 'No such session of yours.',
    memberAlreadyHasAccount: 'This person already has a member account.',
    emailInFamily: 'This email already belongs to someone of this family.',
  },
  password: {
    required: 'Choose a password',
    tooShort: 'Use at least 12 characters',
    tooLong: 'Use at most 200 characters',
    tooCommon: 'This password is too common or too simple. Choose one that is harder to guess.',
  },
  admin: {
    invalidCredentials: 'Invalid admin credentials',
  },
  relation: {
    samePerson: 'Choose two different persons: a person is not related to themselves.',
  },
  member: {
    loadDetailsFailed: 'Failed to load user details.',
    treeLoadFailed: 'Failed to load family tree data.',
    relationLoadFailed: 'Failed to load family tree search data.',
    saved: 'Successfully saved the details',
    deleted: 'Successfully deleted the member',
    deleteConfirm: 'Are you sure you want to delete this member?',
    fatherStaysMale:
      'This member is the father of a child in the tree: choose Male or Female, not Unknown',
    motherStaysFemale:
      'This member is the mother of a child in the tree: choose Male or Female, not Unknown',
    parentGenderUnknown:
      "Choose Male or Female as the gender of the child's parents before adding a child",
  },
  branchAdmin: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter valid Email',
    removeAssignedFailed: 'Failed the deletion, please try again laterr',
    removeAssignedDone: 'Deleted the assigned member',
    blockConfirm:
      'Are you sure you want to Block this Branch admin? The family members under this branch admin will also be free.',
    deleteNotImplemented: 'Not implemented yet',
    ownerOnlyName: 'Only the account owner can change their name',
    ownerOnlyEmail: 'Only the account owner can change their email',
    activeNeedsConsent: 'Only the account owner can accept the invitation',
  },
  invitations: {
    hasPassword: 'This account already has a password. Log in to answer the invitation.',
    noneFromFamily: 'You have no pending invitation from this family.',
    accepted: 'You accepted the invitation.',
    declined: 'You declined the invitation.',
  },
  linkRequests: {
    sent: (familyName: string) =>
      `A link request was sent to ${familyName}. The spouse appears once their family admin accepts.`,
    alreadyPending: 'A link request between these two persons is already waiting for an answer.',
    alreadyAnswered: 'This link request has already been answered.',
    notFound: 'No such link request.',
    onlyTargetAdmin: 'Only the family admin of the other family can answer this link request.',
    onlyRequestingAdmin:
      'Only a family admin of the requesting family can cancel this link request.',
    listForbidden: 'Only a family admin can see the link requests of the family.',
    accepted: 'Link request accepted.',
    declined: 'Link request declined.',
    cancelled: 'Link request cancelled.',
    loadFailed: 'Failed to load the link requests.',
    noneIncoming: 'No link requests are waiting for your family.',
    noneOutgoing: 'Your family has not sent any link requests.',
  },
  content: {
    maxFileSize: 'Max file size is 2 MB',
    onlyImages: 'Only image files allowed',
    tooManyPixels: 'Images may have at most 40 megapixels (for example 8,000 x 5,000 pixels)',
    tooManyUploads: 'Too many images uploaded in a short time. Please wait a minute and try again.',
    uploadsBusy: 'The server is busy with other images. Please try again in a moment.',
    imageRequired: 'Image is required',
    imageDescriptionTooLong: 'Maximum characters allowed in Image Description is 1024',
    publishConfirm: 'Are you sure you want to Publish this contents to the website?',
    published: 'Successfully published the contents to the website.',
    deleteConfirm: 'Are you sure you want to delete this content?',
    emptySection: 'This section is empty: add a title, an image or some content, or delete it.',
  },
  profile: {
    fieldRequired: 'This field is required',
    phoneDigits: 'Must be 10 to 15 digits',
    emailInvalid: 'Enter valid Email',
    endBeforeStart: 'End date must be after start date',
    correctErrors: 'Please correct the errors before save.',
    basicSaved: 'Basic details saved successfully.',
    addressSaved: 'Address and Contact details saved successfully.',
    educationSaved: 'Education and Profession details saved successfully.',
    aboutSaved: 'About details saved successfully.',
    photoSaved: 'Profile picture successfully updated.',
    coverSaved: 'Cover photo successfully updated.',
    // Contact details reach only those who may edit the member (design.md "Permissions").
    contactForEditorsOnly:
      "Only the family admins and this member's branch admin see the phone and email.",
    addressForEditorsOnly:
      "Only the family admins and this member's branch admin see the addresses.",
  },
  chart: {
    loadFailed: 'Failed to load the chart.',
    noSuchChart: 'There is no such chart. Choose a person and a chart from the family tree.',
    noAncestors: 'No ancestors are recorded for this person.',
    noDescendants: 'No children are recorded for this person.',
    downloadFailed: 'The chart could not be saved as a file. Please try again.',
    tooLargeToPrint:
      'This chart is too large to print on pages. Choose fewer generations, or download it as SVG or PNG.',
  },
  treeList: {
    searchNotFound: 'No one in the tree has this name.',
  },
  notFound: {
    title: '404 - Page Not Found',
    body: 'The page you are looking for does not exist.',
    family: 'No family has this address.',
  },
  input: {
    invalidId: 'This is not a valid id.',
    controlCharacters: 'Remove the invisible control characters from this field.',
    brokenCharacters: 'This field contains broken characters.',
    directionControls: 'Names cannot contain text-direction control characters.',
    unknownField: 'This field is not part of this request.',
    nestedTooDeep: 'This request nests lists or objects more than 32 levels deep.',
    tooManyValues: 'This request holds more than 20,000 values.',
    richTextTooDeep: 'This text nests its formatting more than 32 levels deep.',
  },
  gedcom: {
    notGedcom: 'This file is not a GEDCOM file',
    fileRequired: 'Choose a GEDCOM file (.ged) to import.',
    tooLarge: 'A GEDCOM file may be at most 200 MB.',
    familyNotEmpty:
      'This family already has members. A GEDCOM file can only be imported into a family without members.',
    unknownFounder:
      'This person is not one of the file’s candidate founders (persons without parents).',
    adminOnly: 'Only a family admin can import or export the whole family.',
    branchOnly: 'A branch admin can only export their own branch.',
    jobNotFound: 'No such import.',
    restarted:
      'The server restarted during the import; nothing was imported. Please start it again.',
    failed: 'The import failed; nothing was imported.',
    tooMuchStored: 'This file cannot be imported: it would take too much space.',
    zipBroken: 'This zip file cannot be read.',
    zipNoGedcom: 'This zip has no gedcom.ged: it is not a GEDZIP.',
    zipUnsafePath: 'This zip names a file outside itself (a path with ".." or an absolute path).',
    zipTooLarge:
      'This zip is too large when unpacked (at most 20,000 files and 2 GB, no file packed over 100 times).',
    zipMediaType:
      'This zip holds a media file that is neither an image (JPEG, PNG, GIF, WebP) nor a PDF.',
    zipMediaTooLarge: 'A media file of this zip is too large (images 2 MB, PDFs 10 MB).',
    zipIsSeven: 'A GEDZIP (zip with media) is GEDCOM 7.0: export it with version 7.',
  },
  common: {
    invalidInput: 'Some fields are not valid.',
    unauthenticated: 'Please log in to continue.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    serverError: 'Something went wrong on our side. Please try again.',
    concurrentEdit: 'Someone else was changing the same members at this moment. Please try again.',
  },
} as const;
