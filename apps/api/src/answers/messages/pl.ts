import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Pokolenie {number}',
  'gallery.familyPhotos': 'Zdjęcia rodzinne',
  'gallery.lifeEvents': 'Wydarzenia z życia',
  'gallery.profilePhotos': 'Zdjęcia profilowe',
  'gallery.coverPhotos': 'Zdjęcia w tle',
  'gallery.websitePages': 'Strony witryny',
  'photo.profileOf': 'Zdjęcie profilowe: {name}',
  'photo.coverOf': 'Zdjęcie w tle: {name}',
  'photo.lifeEventOf': 'Wydarzenie z życia: {name}',
  'photo.galleryOf': 'Zdjęcie z galerii: {name}',
  'places.currentAddress': 'Obecny adres',
  'places.permanentAddress': 'Adres stały',
  'importMatch.sameName': 'To samo nazwisko i imię',
  'importMatch.similarName': 'Podobne imię i nazwisko (inna pisownia lub literówka)',
  'importMatch.nameVariant': 'Wariant imienia',
  'importMatch.swappedNames': 'Imiona w innej kolejności',
  'importMatch.sameSex': 'Ta sama płeć',
  'importMatch.sameBirthDate': 'Ta sama data urodzenia',
  'importMatch.closeBirthDate': 'Bliskie daty urodzenia',
  'importMatch.sameBirthPlace': 'To samo miejsce urodzenia',
  'importMatch.sameDeathDate': 'Ta sama data śmierci',
  'importMatch.closeDeathDate': 'Bliskie daty śmierci',
  'importMatch.sameParents': 'Ci sami rodzice',
  'importMatch.sameSpouse': 'Ten sam małżonek',
  'importMatch.sameChildren': 'Te same dzieci',
  'importMatch.differentBirthDate': 'Różne daty urodzenia',
  'importMatch.differentDeathDate': 'Różne daty śmierci',
  'importMatch.differentName': 'Różne imiona i nazwiska',
  'importMatch.differentSex': 'Różna płeć',
  'calendar.birthday': 'Urodziny: {names}',
  'calendar.weddingAnniversary': 'Rocznica ślubu: {names}',
  'calendar.remembrance': 'Dzień pamięci: {names}',
  'calendar.name': '{family}: wydarzenia',
  'calendar.nameWithoutFamily': 'Wydarzenia rodzinne',
  'device.unknown': 'Nieznane urządzenie',
  'device.browserOnSystem': '{browser} ({system})',
  // Polish would put the name in the genitive ("syn Jana"): "osoby" takes the case, the name
  // stays as written, the usual way of Polish software.
  'picker.sonOf': 'Syn osoby {name}',
  'picker.daughterOf': 'Córka osoby {name}',
  'picker.childOf': 'Dziecko osoby {name}',
  'picker.husbandOf': 'Mąż osoby {name}',
  'picker.wifeOf': 'Żona osoby {name}',
  'picker.spouseOf': 'Małżonek osoby {name}',
  'site.sectionImageAlt': 'Obraz: {title}',
  'site.sectionImage': 'Obraz sekcji',
  'newFamily.home': 'Strona główna',
  'newFamily.page': 'Strona {number}',
  'newFamily.article': 'Artykuł',
  'newFamily.history': 'Historia',
  'newFamily.privacy': 'Prywatność',
  'newFamily.terms': 'Warunki',
  'newFamily.help': 'Pomoc',
  'newFamily.privacy1':
    'Tę stronę prowadzą administratorzy rodziny dla członków naszej rodziny. Pokazuje imiona i nazwiska, pokrewieństwa oraz dane, które każda osoba lub administrator zdecydowali się udostępnić.',
  'newFamily.privacy2':
    'Adresy, numery telefonów i adresy e-mail widzą tylko administratorzy rodziny i gałęzi. Jeśli chcesz zmienić lub usunąć jakąś informację o sobie, napisz do administratorów przez stronę {contactUs}.',
  'newFamily.privacy3':
    'Wiadomości wysłane przez formularz kontaktowy trafiają do administratorów rodziny e-mailem i nie są publikowane.',
  'newFamily.terms1':
    'Teksty i zdjęcia na tej stronie należą do rodziny i do osób, które je udostępniły. Zanim skopiujesz je gdzie indziej, zapytaj administratorów rodziny.',
  'newFamily.terms2':
    'Administratorzy rodziny mogą w każdej chwili poprawić, przenieść lub usunąć treści. Dane genealogiczne mogą zawierać błędy: daj nam znać, gdy jakiś znajdziesz.',
  'newFamily.help1':
    '{familyTree} pokazuje wszystkich według pokoleń; wybierz osobę, aby zobaczyć jej rodziców, małżonków i dzieci. {findRelation} pokazuje, jak spokrewnione są dwie osoby.',
  'newFamily.help2':
    '{members} wymienia każdą osobę z linkiem do jej profilu. {news} pokazuje, co napisali administratorzy i co się ostatnio zmieniło.',
  'newFamily.help3':
    'Administratorzy logują się przyciskiem „Zaloguj się”, aby edytować drzewo, profile i strony. Coś jeszcze? Skorzystaj ze strony {contactUs}.',
  'newFamily.contactUs': 'Kontakt z nami',
  'newFamily.familyTree': 'Drzewo genealogiczne',
  'newFamily.findRelation': 'Znajdź pokrewieństwo',
  'newFamily.members': 'Członkowie',
  'newFamily.news': 'Aktualności',
} satisfies Translation<typeof en>;
