/**
 * The server's own texts for people (issue 31): refusals and parts of them that the API writes
 * itself, beside the spec's texts (packages/shared/src/i18n/spec) and the shared contracts' texts
 * (../contracts/messages). Errors carry them by key (`serverText`); English is what the answers
 * said before, byte for byte. Values are strings (a count or an id too: ICU would write "2,026").
 */
export default {
  'request.invalidJson': 'The request body is not valid JSON.',
  'request.bodyTooLarge': 'The request is too large.',
  'request.unsupportedMediaType': 'The server does not accept this type of content.',
  'request.emptyJsonBody': 'The request body is empty.',
  'request.badContentLength': 'The size of the request body does not match its Content-Length.',
  'request.ifMatch': 'Send the version you loaded as If-Match: "{example}"',

  'members.notFound': 'No such member.',
  'members.notInFamily': 'No such member in this family.',
  'members.notInFamilyField': 'No such member in this family',
  'members.mayNotEdit': 'You may not edit this member.',
  'members.notSpouse': 'This person is not a spouse of the member.',
  'tree.deleteOnlyLeaf': 'Only a member without children and spouses can be deleted.',
  'tree.spouseOnlyWithoutChildren':
    'A spouse can be removed only while the member has no children.',
  'tree.notOfFamily': 'This person is not part of this family.',
  'tree.founderAdminOnly': 'Only a family admin can add a founder.',
  'tree.reorderOwnBranch': 'You may reorder only the members of your branch.',
  'tree.childOrderRange': 'Child order must be between 1 and {max}',
  'tree.hasFather': 'This member already has a father.',
  'tree.hasMother': 'This member already has a mother.',
  'tree.chosenMemberMissing': 'The chosen member does not exist.',
  'tree.linkOutsideBranch': 'You may not link a member outside your branch.',
  'tree.otherParentSpouse': 'The other parent must be a spouse of this member',
  'tree.otherParentRequired': 'Choose the other parent of the child',
  'tree.ownSpouse': 'A member cannot be their own spouse.',
  'tree.alreadySpouses': 'These two are already spouses.',
  'tree.lineSpouse': "A member''s own ancestor or descendant cannot be linked as a spouse.",

  'profiles.addressTypeOnce': 'Give each address type once',
  'profiles.chooseState': 'Choose a state of the country',

  'access.inviteRefused':
    'Only a family admin, or the branch admin of this person, can invite them.',
  'access.uploadRefused': 'You may not upload images to this family.',
  'media.noSuchImage': 'No such image.',
  'gallery.manageRefused': 'You may not manage the albums of this family.',
  'gallery.branchRefused':
    "A branch admin manages only albums and photos of persons in their branch; the rest are the family admin''s.",
  'gallery.noAlbum': 'No such album.',
  'gallery.noPhoto': 'No such photo in this album.',
  'auth.signInLinkExpired': 'This sign-in link has expired. Please log in again.',
  'research.repositoryKeepsSources':
    'This repository keeps {count} source(s). Choose another repository for them first.',
  'site.adminOnly': 'Only a family admin can change the website.',
  'site.noMenu': 'No such menu in this family.',
  'site.noFamily': 'No such family.',

  'accounts.platformAdminEmail': 'This email belongs to a platform admin.',
  'accounts.emailTaken': 'This email is already used by another account.',
  'branchAdmins.adminOnly': 'Only a family admin can do this.',
  'branchAdmins.manageAdminOnly': 'Only a family admin can manage branch admins.',
  'branchAdmins.chooseBranchAdmin': 'Choose an active or invited branch admin of this family',
  'branchAdmins.emailExists': 'A branch admin with this email already exists in this family.',
  'branchAdmins.alreadyFamilyAdmin': 'This person is already a family admin of this family.',
  'branchAdmins.notFound': 'No such branch admin in this family.',
  'branchAdmins.notAssigned': 'This member is not assigned to this branch admin.',
  'platform.adminOnly': 'Only a platform admin can do this.',
  'platform.userExists': 'A user with this email already exists',
  'families.invalidSubdomain': 'Invalid sub-domain',
  'families.subdomainReserved': "The sub-domain ''{domainName}'' is reserved",
  'families.subdomainTaken': "The sub-domain ''{domainName}'' is already taken",
  'invitations.manageRefused':
    'Only a family admin, or the branch admin of their person, can manage members.',
  'invitations.noMemberAccount': 'No such member account in this family.',
  'invitations.linkInvalid': 'This invitation link is not valid.',
  'invitations.used': 'This invitation has already been used. Log in with your password.',
  'invitations.expired': 'This invitation has expired. Ask your family admin for a new one.',
  'invitations.noLongerValid': 'This invitation is no longer valid.',

  'history.noSuchChange': 'No such change in this family.',
  'history.noSuchVersion': 'No such version',
  'history.changedBy': 'Changed by {who}',
  'history.someone': 'Someone',
  'history.staleVersion':
    '{who} changed this on {at} after you opened it. Nothing was saved: reload to see their changes.',
  'history.newerChange':
    'This change cannot be reverted: {who} changed the same fields later, on {at}.',
  'history.dependsOnLater':
    'This change cannot be reverted: {what}, changed by {who} on {at}, depends on it. Revert that first.',
  'history.dependsOn': 'This change cannot be reverted: {what} depends on it.',
  'history.breaksRule': 'This change cannot be reverted: {rule}',
  'history.imageGone':
    'This change cannot be reverted: {what} was deleted since. Nothing was changed.',
  'history.placeParentGone':
    'This change cannot be reverted: the place it lies in was deleted since. Nothing was changed.',
  'history.placeHasChildren':
    'This change cannot be reverted: Places lie within this one: delete them first. Nothing was changed.',
  'history.placeTextChanged':
    'This change cannot be reverted: a place text it rewrote was changed since. Nothing was changed.',
  'history.placeEditedSince':
    'This change cannot be reverted: a place it renamed or merged was edited since: revert that change first. Nothing was changed.',
  'history.onlyNoteLink':
    'This change cannot be reverted: it is the only link of its note (delete the note instead). Nothing was changed.',
  'history.noteOrPersonGone':
    'This change cannot be reverted: the note or the person it links was deleted since. Nothing was changed.',
  'history.repositoryGone':
    'This change cannot be reverted: the repository it names was deleted since. Nothing was changed.',
  'history.citedGone':
    'This change cannot be reverted: the source or the person or couple it cites was deleted since. Nothing was changed.',
  'history.mediaLinkGone':
    'This change cannot be reverted: the media or the record it links was deleted since. Nothing was changed.',
  'history.parentGone':
    'This change cannot be reverted: a father or mother they had is no longer in the tree.',
  'history.albumPersonGone':
    'This change cannot be reverted: the person it was about is no longer in the tree.',
  'history.branchAdminGone':
    'This change cannot be reverted: the branch admin it gives the member back to is gone.',
  'history.otherMemberAccount':
    'This change cannot be reverted: the person has another member account since.',
  'history.whatNoteLink': 'a link of the note',
  'history.whatCitation': 'a citation of the source',
  'history.whatCitationMedia': 'a media link of the citation',
  'history.whatChild': 'the child {name}',
  'history.whatSpouse': 'a spouse linked to them',
  'history.whatImported': 'a person it imported',
  'history.whatTiedToImport': '{name}, tied to a person it imported',
  'history.whatInBranch': "{name} in this branch admin''s branch",
  'history.whatFactPlace': 'the place of a fact it rewrote',
  'history.whatPhoto': 'the photo it brings back',
  'history.whatCover': 'the cover photo it brings back',
  'history.whatImage': 'the image it brings back',
  'history.whatSectionImage': 'the image of the section "{title}"',
  'history.aMember': 'A member',

  'gedcom.storesTooMuch': '{refusal} It would store about {size} bytes, more than {limit}.',
  'gedcom.serverImportLimit':
    "this server''s limit for one import (GEDCOM_IMPORT_MAX_BYTES) of {max} bytes",
  'gedcom.fileSizeLimit': "{multiple} times the file''s size ({max} bytes)",
  'gedcom.decisionsNotJson':
    "The decisions are not valid: send a JSON object of the file''s xrefs, each with a person id or null.",
  'gedcom.decisionsUnknownXref': 'The file has no person {xref}.',
  'gedcom.decisionsUnknownPerson': 'Person {id} is not a person of this family.',
  'gedcom.decisionsSamePerson':
    '{first} and {second} of the file cannot both be matched with the same person ({id}).',
  'gedcom.mergedSince':
    "This import cannot be reverted: persons of the family it merged the file''s persons into were changed since. Revert the later changes first.",
  'duplicates.notAdmin': 'Only the family’s admins and branch admins can find duplicates.',
  'duplicates.samePerson': 'A pair needs two different persons.',
  'duplicates.outsideBranch': '{name} is not in your branch.',
  'merge.samePerson': 'A person cannot be merged with themselves.',
  'merge.unknownPerson': 'No such person in this family.',
  'merge.otherFamily': 'Only two persons of the same family can be merged.',
  'merge.ancestor': '{name} cannot be merged with their own ancestor.',
  'merge.descendant': '{name} cannot be merged with their own descendant.',
  'merge.mayNotMerge': 'You may not edit {name}, so you cannot merge them.',
  'merge.chooseFather': 'The two persons have different fathers: choose which one stays.',
  'merge.chooseMother': 'The two persons have different mothers: choose which one stays.',
  'merge.fatherAndMother':
    'The merged person would be the father of some children and the mother of others.',
  'merge.parentGender':
    'The merged person is a parent in the tree: choose the gender that fits (male for a father, female for a mother).',
  'merge.changedSince':
    'This merge cannot be reverted: the persons it joined were changed since. Revert the later changes first.',
  'merge.noteHeading': 'Values not kept when {kept} and {other} were merged:',
  'merge.noteName': 'Name: {value}',
  'merge.noteNickName': 'Nickname: {value}',
  'merge.noteFamilyName': 'Family name: {value}',
  'merge.noteBirth': 'Born: {value}',
  'merge.noteDeath': 'Died: {value}',
  'merge.noteContact': 'Contact: {value}',
} as const;
