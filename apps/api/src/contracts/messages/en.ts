/**
 * The texts of the shared contracts (@familytree/shared) that reach people through the server:
 * their schemas' field messages and their *Messages, word for word as the shared code writes them
 * (contract-messages.test.ts checks the *Messages). They arrive as English strings and are found
 * again by their text (infra/user-text.ts); a limit written into a text is a placeholder, so that
 * "Use at most 100 characters" and "Use at most 200 characters" are one message. The spec's texts
 * are the `spec` catalog and are not repeated here.
 */
export default {
  'field.tooLong': 'Use at most {max} characters',
  'field.titleTooLong': 'Title must be at most {max} characters',
  'field.nameTooLong': 'Name must be at most {max} characters',
  'field.descriptionTooLong': 'Description must be at most {max} characters',
  'field.captionTooLong': 'Caption must be at most {max} characters',
  'field.messageTooLong': 'Message must be at most {max} characters',
  'field.menuNameTooLong': 'Menu name must be at most {max} characters',
  'field.yearFrom': 'Choose a year from {year}',
  'field.pageUpTo': 'Use a page number up to {max}',
  'field.pageNumber': 'Use a page number',
  'field.pageFromOne': 'Use a page number from 1',
  'field.nameRequired': 'Name is required',
  'field.titleRequired': 'Title is required',
  'field.firstNameRequired': 'First name is required',
  'field.lastNameRequired': 'Last name is required',
  'field.familyNameRequired': 'Family name is required',
  'field.genderRequired': 'Gender is required',
  'field.messageRequired': 'Message is required',
  'field.menuNameRequired': 'Menu name is required',
  'field.subdomainRequired': 'Sub-domain is required',
  'field.subdomainCharacters': 'Use lowercase letters, digits and hyphens only',
  'field.nameOneLine': 'Write the name on one line',
  'field.imageOfFamily': 'Use an image uploaded to this family',
  'field.contentTooLong': 'The content is too long',
  'field.savedOrTemporaryId': 'Use a saved id or a negative temporary id',
  'field.titleClass': 'Choose Medium or Large',
  'field.imagePosition': 'Choose left, center or right',
  'field.sectionsMax': 'A page holds at most 50 sections',
  'field.dateFormat': 'Use the date format YYYY-MM-DD',
  'field.dateMissing': 'This date does not exist',
  'field.giveDate': 'Give a date as YYYY-MM-DD',
  'field.enterDate': 'Enter the date',
  'field.enterDateFormat': 'Enter a date as YYYY-MM-DD',
  'field.enterTitle': 'Enter a title',
  'field.linkExisting': 'Choose the existing member to link',
  'field.chooseLanguage': 'Choose one of the languages: {languages}',

  'profiles.chooseMonth': 'Choose a month',
  'profiles.chooseDay': 'Choose a day',
  'profiles.yearNotFuture': 'The year cannot be in the future',
  'profiles.chooseCountry': 'Choose a country',
  'profiles.birthNotFuture': 'The date of birth cannot be in the future',
  'profiles.deathNotFuture': 'The date of death cannot be in the future',
  'profiles.deathBeforeBirth': 'The date of death cannot be before the date of birth',
  'profiles.socialMedia': 'Choose Facebook, Instagram or LinkedIn',
  'profiles.countryCode': 'Choose a country code',

  'settings.visitorDates': 'Choose full dates, year of birth only or names only',
  'settings.membersOnlyChoice': 'Choose whether only members may see the site',
  'privacy.membersOnly': "This family''s site is for its members only. Log in to see it.",
  'privacy.membersOnlySignedIn':
    "This family''s site is for its members only, and your account is not a member of this family.",
  'privacy.settingsRefused': "Only the family''s admins may change its settings.",
  'privacy.eventsRefused': "Only the family''s admins may manage family events.",
  'privacy.noSuchEvent': 'No such event.',
  'calendar.membersOnly': 'Only members of the family have a private calendar link.',
  'calendar.noSuchFeed': 'No such calendar.',

  'marriage.future': 'The date of marriage cannot be in the future',
  'marriage.beforeBirth': "The date of marriage cannot be before {name}''s date of birth",
  'marriage.refused': 'You may not edit this member.',
  'marriage.notSpouses': 'This person is not a spouse of the member.',

  'history.chooseKind': 'Choose a kind of change from the list',
  'history.notRevertible': 'This kind of change cannot be reverted.',
  'history.needsConsent':
    "This change cannot be reverted: it would link a person of another family again, which needs that family''s consent (send a link request).",
  'history.alreadyBack': 'This change cannot be reverted: what it removed is back already.',
  'history.nothingToRevert':
    'This change cannot be reverted: what it changed is as it was before already. Nothing was changed.',
  'history.entityGone': 'This change cannot be reverted: what it changed no longer exists.',
  'history.onlyAdmins': 'Only a family admin can see the recent changes and revert them.',
  'history.unsavedChanges': 'You have unsaved changes. Leave without saving?',

  'notes.textRequired': 'Write the note',
  'notes.textTooLong': 'The note is too long',
  'notes.onlyEditors':
    'Only a family admin, or the branch admin of the person, can edit their notes.',
  'notes.onlyFamilyAdminShared':
    'Only a family admin can edit a note shared with persons outside your branch.',
  'notes.noteNotFound': 'No such note in this family.',
  'notes.linkNotFound': 'No such link of this note.',
  'notes.alreadyLinked': 'The note is already linked to this person and fact',
  'notes.lastLink': 'This is the only link of the note: delete the note instead.',
  'research.factKind': 'Choose name, sex, birth, death or none',
  'research.coupleFactKind': 'Choose marriage or none',
  'research.onlyFamilyAdminSources': 'Only a family admin can edit the sources of the family.',
  'research.onlyEditorsCitations':
    'Only a family admin, or the branch admin of the person, can edit their citations.',
  'research.onlyEditorsCoupleCitations':
    "Only a family admin, or the branch admin of one of the partners, can edit the couple''s citations.",
  'research.sourceNotFound': 'No such source in this family.',
  'research.repositoryNotFound': 'No such repository in this family.',
  'research.citationNotFound': 'No such citation in this family.',
  'research.unionNotFound': 'No such couple in this family.',
  'research.useSourceOfFamily': 'Choose a source of this family',
  'research.useRepositoryOfFamily': 'Choose a repository of this family',
  'research.qualityRange': 'Use a quality from 0 (unreliable) to 3 (direct evidence)',
  'research.onePersonOrCouple': 'Name either a person or a couple, not both',
  'research.personOrCoupleRequired': 'Choose a person or a couple',
  'research.eventOfSubject': 'Choose an imported event of this person or couple',

  'media.fileRequired': 'Choose an image or a PDF file',
  'media.onlyImagesAndPdf': 'Only images (JPEG, PNG, GIF, WebP) and PDF documents are allowed',
  'media.documentTooLarge': 'Max document size is 10 MB',
  'media.titleRequired': 'Give the media a title',
  'media.titleTooLong': 'The title can have at most {max} characters',
  'media.descriptionTooLong': 'The description can have at most {max} characters',
  'media.badDate':
    'Write a GEDCOM date such as 12 MAR 1950, ABT 1920, BET 1900 AND 1910, or (a phrase)',
  'media.oneSubject': 'Link the media to one person, couple, source, event or citation',
  'media.onlyEditors':
    'Only a family admin, or the branch admin of the persons it shows, can add and edit media.',
  'media.onlyFamilyAdminShared':
    'Only a family admin can edit media linked to persons outside your branch, couples or sources.',
  'media.onlyEditorsCitation':
    'Only a family admin, or the branch admin of the person or couple it cites, can add media to a citation.',
  'media.mediaNotFound': 'No such media in this family.',
  'media.linkNotFound': 'No such link of this media.',
  'media.subjectNotFound': 'No such person, couple, source or event in this family.',
  'media.alreadyLinked': 'The media is already linked to this record',

  'news.onlyFamilyAdmin': 'Only a family admin can write the family news.',
  'news.notFound': 'No such news post in this family.',
  'news.deleteConfirm': 'Are you sure you want to delete this news post?',
  'news.deletedMeanwhile': 'This post was deleted after you opened it. Nothing was saved.',
  'sitePages.fixedName': 'The name of this page is fixed.',
  'contact.sent': 'Thank you. Your message has been sent to the family admins.',
  'contact.tooMany': 'Too many messages were sent. Please try again in an hour.',
  'contact.noAdmin': 'This family has no admin to write to yet.',
  'contact.familyBusy':
    'This family has received many messages in the last hour. Please try again in an hour.',

  'places.onlyFamilyAdmin': 'Only a family admin can edit the places of the family.',
  'places.placeNotFound': 'No such place in this family.',
  'places.typeKind': 'Choose town, county, state, country, other or none',
  'places.latitudeRange': 'Use a latitude from -90 to 90',
  'places.longitudeRange': 'Use a longitude from -180 to 180',
  'places.bothCoordinates': 'Give both latitude and longitude, or neither',
  'places.nameHasComma': 'A name of one level has no comma',
  'places.tooManyNames': 'Give at most {max} alternative names',
  'places.hasFacts': 'Facts still name this place: it cannot be deleted.',
  'places.hasChildren': 'Places lie within this one: delete them first.',
  'places.noRow': 'This place has no details to delete.',
  'places.alreadyThere': 'This place is already in the list.',
  'places.nameTaken': 'A place of this name is already at this level: merge into it instead.',
  'places.mergeTargetRequired': 'Choose the place to merge into',
  'places.mergeTargetNotFound': 'No such place in this family to merge into.',
  'places.mergeIntoItself': 'A place cannot be merged into itself.',
  'places.mergeIntoLine': 'A place cannot be merged into a place within it or a place it lies in.',
  'places.countryOfBirth':
    'The country of a birth, an address or a stay is chosen from the list of countries: a place that is such a country cannot be renamed or merged.',
  'places.mergedNamesTooMany':
    'Merged, “{name}” would have {count} alternative names; a place has at most {max}. Remove some first. Nothing was changed.',
} as const;
