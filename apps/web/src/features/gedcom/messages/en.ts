/**
 * The GEDCOM import and export's texts (the Import / Export page) and a profile's "From the family
 * records". The spec's GEDCOM refusals are the spec catalog's (useSpecText). Where English said
 * "persons" or "descendants" for one too, its plural keeps that; the other languages have their forms.
 */
export default {
  importExport: 'Import / Export',
  importHeading: 'Import a GEDCOM file',
  importIntro:
    "Brings a whole tree in from another program. Into a family that has persons, the file''s persons are first matched to the family''s.",
  exportHeading: 'Export as GEDCOM',
  readingFile: 'Reading the file',
  readingName: 'Reading {name}…',

  dropHere: 'Drop a GEDCOM file (.ged, or a GEDZIP .zip/.gdz with its media) here, or',
  fileLabel: 'GEDCOM file',
  chooseFile: 'Choose a file',
  dropHint:
    'GEDCOM 5.5.1 or 7.0 from Gramps, webtrees, Ancestry, MyHeritage and others; at most 200 MB.',

  fileVersion: 'GEDCOM {version}, {encoding}',
  fileVersionBy: 'GEDCOM {version}, {encoding}, written by {program}',
  fileUnknownVersion: 'GEDCOM of unknown version, {encoding}',
  fileUnknownVersionBy: 'GEDCOM of unknown version, {encoding}, written by {program}',
  fileHolds: 'What the file holds',
  countPersons: 'Persons',
  countFamilies: 'Families',
  countEvents: 'Events',
  countNotes: 'Notes',
  countSources: 'Sources',
  countRepositories: 'Repositories',
  countCitations: 'Citations',
  countMedia: 'Media references',
  countPlaces: 'Places',
  founderLabel: 'Founder of the tree (shown first)',
  founderOption: '{name} ({count, plural, other {# descendants}})',
  warningsIntro:
    '{count, plural, one {# warning} other {# warnings}}: the import keeps going past them.',
  warnings: 'Warnings',
  importPersons: '{count, plural, other {Import # persons}}',
  chooseAnother: 'Choose another file',

  // Into a family that has persons (decision 0055): the matches of the file's persons.
  matchesHeading: 'Persons already in the family',
  matchesIntro:
    'These persons of the file look like persons of the family. An accepted match is merged: the family keeps its values, the file fills what is missing and brings its facts, sources and notes, and a value that differs is kept in a note.',
  newPersons: 'New persons, added: {count}',
  matchesList: 'Matches',
  matchOf: '{file} and {family}',
  fileSide: 'In the file',
  familySide: 'In the family',
  matchScore: 'Score {score}',
  acceptMatch: 'Merge {file} into {family}',
  reasonsLabel: 'Why',
  reasonPoints: '{text}: {points}',
  conflictsLabel: 'Differs',
  conflictLine: '{field}: {file} in the file, {family} in the family',
  fieldDateOfBirth: 'Birth date',
  fieldDateOfDeath: 'Death date',
  fieldPlaceOfBirth: 'Birthplace',
  fieldGender: 'Sex',
  thresholdLabel: 'Accept from score',
  acceptAbove: 'Accept all from {score}',
  rejectAll: 'Reject all',
  acceptedCount: 'Accepted: {accepted} of {total}',
  importedInto: 'Merged with the family: {matched}. Added: {added}.',
  bornDied: '{born} – {died}',
  born: 'b. {date}',
  died: 'd. {date}',

  openTree: 'Open the family tree',
  imported:
    'Imported {persons, plural, other {# persons}}, {unions, plural, other {# marriages}} and {events, plural, other {# events}}.',
  failedHint:
    'Correct that line of the file (or remove it) in the program that wrote it, export again and import the new file. The family is unchanged.',
  importing: 'Importing: {processed} of {total, plural, other {# persons}}',
  importingWithRate:
    'Importing: {processed} of {total, plural, other {# persons}} · {rate} persons/s · {time} left',
  importProgress: 'Import progress',
  seconds: '{seconds} s',
  minutesSeconds: '{minutes} min {seconds} s',

  exportIntro:
    'Every person, marriage, event and note of the family, with what was kept from an import, as a file any genealogy program can read.',
  versionLabel: 'GEDCOM version',
  version551: 'GEDCOM 5.5.1 (most programs)',
  version7Zip: 'GEDCOM 7.0 with media (zip)',
  preparing: 'Preparing the file…',
  download: 'Download {file}',
  checkFailed: 'Could not check what {version} leaves out: {error} The download still works.',
  checking: 'Checking what {version} can carry…',
  carriesEverything: '{version} carries everything the family holds.',
  leavesOut: 'This export leaves out {count, plural, one {# thing} other {# things}}',
  noPlace:
    '{count, plural, one {{version} has no place for it. It stays in the family here; the download leaves it out.} other {{version} has no place for them. They stay in the family here; the download leaves them out.}}',
  leftOutList: 'What the export leaves out',
  moreNotListed: '{count, plural, other {And # more, not listed.}}',
  showFewer: 'Show fewer',
  showMore: '{count, plural, other {Show # more}}',

  fromRecords: 'From the family records',
  loadingRecords: 'Loading the family records',
  recordsLoadFailed: 'The family records could not be loaded.',
} as const;
