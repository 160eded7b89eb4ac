import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  events: 'Evenementen',
  loadingEvents: 'Evenementen laden',
  loadFailed: 'De evenementen konden niet worden geladen. {reason}',
  nextDays: 'De komende 60 dagen',
  noAnniversaries: 'Geen verjaardagen, jubilea of herdenkingsdagen in de komende 60 dagen.',
  anniversaries: 'Verjaardagen en jubilea',
  birthday: 'Verjaardag ({years})',
  weddingAnniversary: 'Trouwdag ({years, plural, one {# jaar} other {# jaar}})',
  remembrance: 'Herdenkingsdag ({years, plural, one {# jaar} other {# jaar}})',
  familyEvents: 'Familie-evenementen',
  addEvent: 'Evenement toevoegen',
  noFamilyEvents: 'Geen familie-evenementen gepland.',
  editEvent: '{title} bewerken',
  deleteEvent: '{title} verwijderen',
  subscribe:
    'Zet deze data in de agenda van uw telefoon: <link>abonneer u op de familieagenda</link> (iCalendar).',
  editEventTitle: 'Evenement bewerken',
  cancel: 'Annuleren',
  save: 'Opslaan',
  eventGone:
    'Dit evenement staat niet meer in de lijst: het is verwijderd of naar een dag in het verleden verplaatst.',
  title: 'Titel',
  date: 'Datum',
  place: 'Plaats',
  description: 'Beschrijving',
  deleteConfirm: 'Dit familie-evenement verwijderen?',
  willBeDeleted: '{title} ({date}) wordt verwijderd.',
  privateLink: 'Uw privéagendalink',
  privateLinkAbout:
    'Voor de agenda van uw telefoon: hij toont de data zoals u ze hier ziet, zonder in te loggen, ook als de website alleen voor leden is. Houd hem voor uzelf.',
  privateLinkLabel: 'Privéagendalink',
  copyNow: 'Kopieer hem nu: hij wordt maar één keer getoond.',
  linkActive: 'Een link die op {date} is gemaakt, is actief.',
  makeNewLink: 'Nieuwe link maken',
  makePrivateLink: 'Privélink maken',
  revokeLink: 'Link intrekken',
} satisfies Translation<typeof en>;
