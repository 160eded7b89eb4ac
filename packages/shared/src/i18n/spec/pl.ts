import type { Translation } from '../namespace.js';
import type en from './en.js';

// To translate (issue 31): English until then.
export default {
  'login.emailRequired': 'Email is required',
  'login.emailInvalid': 'Enter a valid email',
  'login.passwordRequired': 'Password is required',
  'login.headerValueRequired': 'Please enter the value',
  'login.failed': 'Login failed',
  'login.wrongCredentials': 'Invalid email or password',
  'login.tooManyAttempts':
    'Too many failed login attempts. Please wait a few minutes and try again.',
  'login.accountBlocked': 'Your account has been blocked by the family admin.',
  'account.resetRequested':
    'If an account uses this email, a link to choose a new password is on its way. It is valid for one hour.',
  'account.resetLinkInvalid': 'This password-reset link is not valid. Ask for a new one.',
  'account.resetLinkUsed': 'This password-reset link has already been used. Ask for a new one.',
  'account.resetLinkExpired': 'This password-reset link has expired. Ask for a new one.',
  'account.tooManyResets':
    'Too many password-reset requests. Please wait a few minutes and try again.',
  'account.currentPasswordRequired': 'Enter your current password',
  'account.currentPasswordWrong': 'This is not your current password',
  'account.sessionNotFound': 'No such session of yours.',
  'account.memberAlreadyHasAccount': 'This person already has a member account.',
  'account.emailInFamily': 'This email already belongs to someone of this family.',
  'password.required': 'Choose a password',
  'password.tooShort': 'Use at least 12 characters',
  'password.tooLong': 'Use at most 200 characters',
  'password.tooCommon':
    'This password is too common or too simple. Choose one that is harder to guess.',
  'admin.invalidCredentials': 'Invalid admin credentials',
  'relation.samePerson': 'Choose two different persons: a person is not related to themselves.',
  'member.loadDetailsFailed': 'Failed to load user details.',
  'member.treeLoadFailed': 'Failed to load family tree data.',
  'member.relationLoadFailed': 'Failed to load family tree search data.',
  'member.saved': 'Successfully saved the details',
  'member.deleted': 'Successfully deleted the member',
  'member.deleteConfirm': 'Are you sure you want to delete this member?',
  'member.fatherStaysMale':
    'This member is the father of a child in the tree: choose Male or Female, not Unknown',
  'member.motherStaysFemale':
    'This member is the mother of a child in the tree: choose Male or Female, not Unknown',
  'member.parentGenderUnknown':
    "Choose Male or Female as the gender of the child''s parents before adding a child",
  'branchAdmin.nameRequired': 'Name is required',
  'branchAdmin.emailRequired': 'Email is required',
  'branchAdmin.emailInvalid': 'Enter valid Email',
  'branchAdmin.removeAssignedFailed': 'Failed the deletion, please try again laterr',
  'branchAdmin.removeAssignedDone': 'Deleted the assigned member',
  'branchAdmin.blockConfirm':
    'Are you sure you want to Block this Branch admin? The family members under this branch admin will also be free.',
  'branchAdmin.deleteNotImplemented': 'Not implemented yet',
  'branchAdmin.ownerOnlyName': 'Only the account owner can change their name',
  'branchAdmin.ownerOnlyEmail': 'Only the account owner can change their email',
  'branchAdmin.activeNeedsConsent': 'Only the account owner can accept the invitation',
  'invitations.hasPassword':
    'This account already has a password. Log in to answer the invitation.',
  'invitations.noneFromFamily': 'You have no pending invitation from this family.',
  'invitations.accepted': 'You accepted the invitation.',
  'invitations.declined': 'You declined the invitation.',
  'linkRequests.sent':
    'A link request was sent to {familyName}. The spouse appears once their family admin accepts.',
  'linkRequests.alreadyPending':
    'A link request between these two persons is already waiting for an answer.',
  'linkRequests.alreadyAnswered': 'This link request has already been answered.',
  'linkRequests.notFound': 'No such link request.',
  'linkRequests.onlyTargetAdmin':
    'Only the family admin of the other family can answer this link request.',
  'linkRequests.onlyRequestingAdmin':
    'Only a family admin of the requesting family can cancel this link request.',
  'linkRequests.listForbidden': 'Only a family admin can see the link requests of the family.',
  'linkRequests.accepted': 'Link request accepted.',
  'linkRequests.declined': 'Link request declined.',
  'linkRequests.cancelled': 'Link request cancelled.',
  'linkRequests.loadFailed': 'Failed to load the link requests.',
  'linkRequests.noneIncoming': 'No link requests are waiting for your family.',
  'linkRequests.noneOutgoing': 'Your family has not sent any link requests.',
  'content.maxFileSize': 'Max file size is 2 MB',
  'content.onlyImages': 'Only image files allowed',
  'content.tooManyPixels':
    'Images may have at most 40 megapixels (for example 8,000 x 5,000 pixels)',
  'content.tooManyUploads':
    'Too many images uploaded in a short time. Please wait a minute and try again.',
  'content.uploadsBusy': 'The server is busy with other images. Please try again in a moment.',
  'content.imageRequired': 'Image is required',
  'content.imageDescriptionTooLong': 'Maximum characters allowed in Image Description is 1024',
  'content.publishConfirm': 'Are you sure you want to Publish this contents to the website?',
  'content.published': 'Successfully published the contents to the website.',
  'content.deleteConfirm': 'Are you sure you want to delete this content?',
  'content.emptySection':
    'This section is empty: add a title, an image or some content, or delete it.',
  'profile.fieldRequired': 'This field is required',
  'profile.phoneDigits': 'Must be 10 to 15 digits',
  'profile.emailInvalid': 'Enter valid Email',
  'profile.endBeforeStart': 'End date must be after start date',
  'profile.correctErrors': 'Please correct the errors before save.',
  'profile.basicSaved': 'Basic details saved successfully.',
  'profile.addressSaved': 'Address and Contact details saved successfully.',
  'profile.educationSaved': 'Education and Profession details saved successfully.',
  'profile.aboutSaved': 'About details saved successfully.',
  'profile.photoSaved': 'Profile picture successfully updated.',
  'profile.coverSaved': 'Cover photo successfully updated.',
  'profile.contactForEditorsOnly':
    "Only the family admins and this member''s branch admin see the phone and email.",
  'profile.addressForEditorsOnly':
    "Only the family admins and this member''s branch admin see the addresses.",
  'chart.loadFailed': 'Failed to load the chart.',
  'chart.noSuchChart': 'There is no such chart. Choose a person and a chart from the family tree.',
  'chart.noAncestors': 'No ancestors are recorded for this person.',
  'chart.noDescendants': 'No children are recorded for this person.',
  'chart.downloadFailed': 'The chart could not be saved as a file. Please try again.',
  'chart.tooLargeToPrint':
    'This chart is too large to print on pages. Choose fewer generations, or download it as SVG or PNG.',
  'treeList.searchNotFound': 'No one in the tree has this name.',
  'notFound.title': '404 - Page Not Found',
  'notFound.body': 'The page you are looking for does not exist.',
  'notFound.family': 'No family has this address.',
  'input.invalidId': 'This is not a valid id.',
  'input.controlCharacters': 'Remove the invisible control characters from this field.',
  'input.brokenCharacters': 'This field contains broken characters.',
  'input.directionControls': 'Names cannot contain text-direction control characters.',
  'input.unknownField': 'This field is not part of this request.',
  'input.nestedTooDeep': 'This request nests lists or objects more than 32 levels deep.',
  'input.tooManyValues': 'This request holds more than 20,000 values.',
  'input.richTextTooDeep': 'This text nests its formatting more than 32 levels deep.',
  'gedcom.notGedcom': 'This file is not a GEDCOM file',
  'gedcom.fileRequired': 'Choose a GEDCOM file (.ged) to import.',
  'gedcom.tooLarge': 'A GEDCOM file may be at most 200 MB.',
  'gedcom.familyNotEmpty':
    'This family already has members. A GEDCOM file can only be imported into a family without members.',
  'gedcom.unknownFounder':
    'This person is not one of the file’s candidate founders (persons without parents).',
  'gedcom.adminOnly': 'Only a family admin can import or export the whole family.',
  'gedcom.branchOnly': 'A branch admin can only export their own branch.',
  'gedcom.jobNotFound': 'No such import.',
  'gedcom.restarted':
    'The server restarted during the import; nothing was imported. Please start it again.',
  'gedcom.failed': 'The import failed; nothing was imported.',
  'gedcom.tooMuchStored': 'This file cannot be imported: it would take too much space.',
  'gedcom.zipBroken': 'This zip file cannot be read.',
  'gedcom.zipNoGedcom': 'This zip has no gedcom.ged: it is not a GEDZIP.',
  'gedcom.zipUnsafePath':
    'This zip names a file outside itself (a path with ".." or an absolute path).',
  'gedcom.zipTooLarge':
    'This zip is too large when unpacked (at most 20,000 files and 2 GB, no file packed over 100 times).',
  'gedcom.zipMediaType':
    'This zip holds a media file that is neither an image (JPEG, PNG, GIF, WebP) nor a PDF.',
  'gedcom.zipMediaTooLarge': 'A media file of this zip is too large (images 2 MB, PDFs 10 MB).',
  'gedcom.zipIsSeven': 'A GEDZIP (zip with media) is GEDCOM 7.0: export it with version 7.',
  'common.invalidInput': 'Some fields are not valid.',
  'common.unauthenticated': 'Please log in to continue.',
  'common.forbidden': 'You are not allowed to do this.',
  'common.notFound': 'Not found.',
  'common.serverError': 'Something went wrong on our side. Please try again.',
  'common.concurrentEdit':
    'Someone else was changing the same members at this moment. Please try again.',
} satisfies Translation<typeof en>;
