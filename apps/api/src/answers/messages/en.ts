/**
 * The words the API writes into its answers' data for people (issue 31): the gallery's group
 * titles and captions, a media list's titles, place labels, calendar entries, device names, the
 * person picker's line, the first paint's image text. English is what the answers said before,
 * byte for byte. Unlike the `server` namespace these are never looked up by their English
 * (infra/user-text.ts): "{browser} on {system}" would match any refusal with " on " in it.
 * Values are strings (a generation's number too: ICU would write "2,026").
 */
export default {
  'gallery.generation': 'Generation {number}',
  'gallery.familyPhotos': 'Family photos',
  'gallery.lifeEvents': 'Life events',
  'gallery.profilePhotos': 'Profile photos',
  'gallery.coverPhotos': 'Cover photos',
  'gallery.websitePages': 'Website pages',

  'photo.profileOf': 'Profile photo of {name}',
  'photo.coverOf': 'Cover photo of {name}',
  'photo.lifeEventOf': 'Life event of {name}',
  'photo.galleryOf': 'Gallery photo of {name}',

  'places.currentAddress': 'Current address',
  'places.permanentAddress': 'Permanent address',

  // The calendar feed's entries and its name; {names} is a list in the language's own format.
  'calendar.birthday': 'Birthday: {names}',
  'calendar.weddingAnniversary': 'Wedding anniversary: {names}',
  'calendar.remembrance': 'Remembrance: {names}',
  'calendar.name': '{family} events',
  'calendar.nameWithoutFamily': 'Family events',

  // The sessions of "My account": browser and system are product names, never translated.
  'device.unknown': 'Unknown device',
  'device.browserOnSystem': '{browser} on {system}',

  // The person picker's line (spec: "S/o", "D/o", "W/o", "H/o"; a person of unknown gender gets
  // neutral words in full). Each language writes what its own forms say, and never has to
  // inflect {name}: where the name would take a case ending, a word that does not comes first
  // (Polish "osoby", Malayalam "എന്നയാളുടെ", as the web's catalogs do).
  'picker.sonOf': 'S/o {name}',
  'picker.daughterOf': 'D/o {name}',
  'picker.childOf': 'Child of {name}',
  'picker.husbandOf': 'H/o {name}',
  'picker.wifeOf': 'W/o {name}',
  'picker.spouseOf': 'Spouse of {name}',

  // A menu page's first image as the page paints it before its script (SectionView's texts).
  'site.sectionImageAlt': 'Image: {title}',
  'site.sectionImage': 'Section image',

  // Why Find duplicates proposes a pair (issue 33, decision 0054), one text per reason code.
  'duplicates.sameName': 'Same name: {left}',
  'duplicates.similarName': 'Similar names: {left} and {right}',
  'duplicates.nameVariant': 'Variants of one name: {left} and {right}',
  'duplicates.swappedNames': 'Given names swapped: {left} and {right}',
  'duplicates.differentName': 'Different names: {left} and {right}',
  'duplicates.sameSex': 'Same sex',
  'duplicates.differentSex': 'Different sex',
  'duplicates.sameBirthDate': 'Same birth date: {left}',
  'duplicates.closeBirthDate': 'Close birth dates: {left} and {right}',
  'duplicates.differentBirthDate': 'Different birth dates: {left} and {right}',
  'duplicates.sameBirthPlace': 'Same birth place: {left}',
  'duplicates.sameDeathDate': 'Same death date: {left}',
  'duplicates.closeDeathDate': 'Close death dates: {left} and {right}',
  'duplicates.differentDeathDate': 'Different death dates: {left} and {right}',
  'duplicates.sameParents': 'Same parents: {name}',
  'duplicates.sameSpouse': 'Same spouse: {name}',
  'duplicates.sameChildren': 'Same children: {name}',
} as const;
