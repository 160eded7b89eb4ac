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
  // A new family's four menus and fixed pages, written once in the family's language when it is
  // created; afterwards they are the family's own texts. English is the spec's ('Home',
  // 'Page 2') and what every family got before, byte for byte. {contactUs} and the help's page
  // names are links and bold words that the code wraps (the pages are HTML).
  'newFamily.home': 'Home',
  'newFamily.page': 'Page {number}',
  'newFamily.article': 'Article',
  'newFamily.history': 'History',
  'newFamily.privacy': 'Privacy',
  'newFamily.terms': 'Terms',
  'newFamily.help': 'Help',
  'newFamily.privacy1':
    'This site is kept by the family admins for the members of our family. It shows the names, relations and the details that each person or an admin chose to share.',
  'newFamily.privacy2':
    'Street addresses, phone numbers and email addresses are shown only to the family and branch admins. If you want a detail about you changed or removed, write to the admins through the {contactUs} page.',
  'newFamily.privacy3':
    'Messages sent through the contact form reach the family admins by email and are not published.',
  'newFamily.terms1':
    'The texts and photos on this site belong to the family and to the people who shared them. Please ask the family admins before you copy them elsewhere.',
  'newFamily.terms2':
    'The family admins may correct, move or remove content at any time. Genealogical data can contain mistakes: tell us when you find one.',
  'newFamily.help1':
    '{familyTree} shows everyone by generation; choose a person to see their parents, spouses and children. {findRelation} tells how two relatives are connected.',
  'newFamily.help2':
    '{members} lists every person with a link to their profile. {news} shows what the admins wrote and what changed lately.',
  'newFamily.help3':
    'Admins log in with the Login button to edit the tree, profiles and pages. Anything else? Use {contactUs}.',
  'newFamily.contactUs': 'Contact Us',
  'newFamily.familyTree': 'Family tree',
  'newFamily.findRelation': 'Find Relation',
  'newFamily.members': 'Members',
  'newFamily.news': 'News',

  // Why two persons may be one (issue 33, decisions 0054 and 0055): one text per reason code of
  // the matching engine (modules/matching), for Find duplicates and the import into a family.
  'matchReason.sameName': 'Same name: {left}',
  'matchReason.similarName': 'Similar names: {left} and {right}',
  'matchReason.nameVariant': 'Variants of one name: {left} and {right}',
  'matchReason.swappedNames': 'Given names swapped: {left} and {right}',
  'matchReason.differentName': 'Different names: {left} and {right}',
  'matchReason.sameSex': 'Same sex',
  'matchReason.differentSex': 'Different sex',
  'matchReason.sameBirthDate': 'Same birth date: {left}',
  'matchReason.closeBirthDate': 'Close birth dates: {left} and {right}',
  'matchReason.differentBirthDate': 'Different birth dates: {left} and {right}',
  'matchReason.sameBirthPlace': 'Same birth place: {left}',
  'matchReason.sameDeathDate': 'Same death date: {left}',
  'matchReason.closeDeathDate': 'Close death dates: {left} and {right}',
  'matchReason.differentDeathDate': 'Different death dates: {left} and {right}',
  'matchReason.sameParents': 'Same parents: {name}',
  'matchReason.sameSpouse': 'Same spouse: {name}',
  'matchReason.sameChildren': 'Same children: {name}',
  'matchReason.differentParents': 'Different parents: {left} and {right}',
} as const;
