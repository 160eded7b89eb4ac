import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  events: 'Wydarzenia',
  loadingEvents: 'Wczytywanie wydarzeń',
  loadFailed: 'Nie udało się wczytać wydarzeń. {reason}',
  nextDays: 'Najbliższe 60 dni',
  noAnniversaries: 'Brak urodzin, rocznic i dni pamięci w najbliższych 60 dniach.',
  anniversaries: 'Urodziny i rocznice',
  birthday: 'Urodziny ({years})',
  weddingAnniversary:
    'Rocznica ślubu ({years, plural, one {# rok} few {# lata} many {# lat} other {# roku}})',
  remembrance:
    'Dzień pamięci ({years, plural, one {# rok} few {# lata} many {# lat} other {# roku}})',
  familyEvents: 'Wydarzenia rodzinne',
  addEvent: 'Dodaj wydarzenie',
  noFamilyEvents: 'Nie zaplanowano żadnych wydarzeń rodzinnych.',
  editEvent: 'Edytuj: {title}',
  deleteEvent: 'Usuń: {title}',
  subscribe:
    'Dodaj te daty do kalendarza w telefonie: <link>subskrybuj kalendarz rodziny</link> (iCalendar).',
  editEventTitle: 'Edytuj wydarzenie',
  cancel: 'Anuluj',
  save: 'Zapisz',
  eventGone:
    'Tego wydarzenia nie ma już na liście: zostało usunięte lub przeniesione na miniony dzień.',
  title: 'Tytuł',
  date: 'Data',
  place: 'Miejsce',
  description: 'Opis',
  deleteConfirm: 'Usunąć to wydarzenie rodzinne?',
  willBeDeleted: '{title} ({date}) zostanie usunięte.',
  privateLink: 'Twój prywatny link do kalendarza',
  privateLinkAbout:
    'Dla kalendarza w telefonie: pokazuje daty tak, jak widzisz je tutaj, bez logowania, także gdy witryna jest tylko dla członków. Zachowaj go dla siebie.',
  privateLinkLabel: 'Prywatny link do kalendarza',
  copyNow: 'Skopiuj go teraz: jest pokazywany tylko raz.',
  linkActive: 'Aktywny jest link utworzony {date}.',
  makeNewLink: 'Utwórz nowy link',
  makePrivateLink: 'Utwórz prywatny link',
  revokeLink: 'Unieważnij link',
} satisfies Translation<typeof en>;
