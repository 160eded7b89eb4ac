import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  events: 'Termine',
  loadingEvents: 'Termine werden geladen',
  loadFailed: 'Die Termine konnten nicht geladen werden. {reason}',
  nextDays: 'Die nächsten 60 Tage',
  noAnniversaries: 'Keine Geburtstage, Jahrestage oder Gedenktage in den nächsten 60 Tagen.',
  anniversaries: 'Geburtstage und Jahrestage',
  birthday: 'Geburtstag ({years})',
  weddingAnniversary: 'Hochzeitstag ({years, plural, one {# Jahr} other {# Jahre}})',
  remembrance: 'Gedenktag ({years, plural, one {# Jahr} other {# Jahre}})',
  familyEvents: 'Familientermine',
  addEvent: 'Termin hinzufügen',
  noFamilyEvents: 'Keine Familientermine geplant.',
  editEvent: '{title} bearbeiten',
  deleteEvent: '{title} löschen',
  subscribe:
    'Übernehmen Sie diese Termine in den Kalender Ihres Telefons: <link>Familienkalender abonnieren</link> (iCalendar).',
  editEventTitle: 'Termin bearbeiten',
  cancel: 'Abbrechen',
  save: 'Speichern',
  eventGone:
    'Dieser Termin ist nicht mehr aufgeführt: Er wurde gelöscht oder auf einen vergangenen Tag verschoben.',
  title: 'Titel',
  date: 'Datum',
  place: 'Ort',
  description: 'Beschreibung',
  deleteConfirm: 'Diesen Familientermin löschen?',
  willBeDeleted: '{title} ({date}) wird gelöscht.',
  privateLink: 'Ihr privater Kalenderlink',
  privateLinkAbout:
    'Für den Kalender Ihres Telefons: Er zeigt die Termine so, wie Sie sie hier sehen, ohne Anmeldung, auch wenn die Website nur für Mitglieder ist. Behalten Sie ihn für sich.',
  privateLinkLabel: 'Privater Kalenderlink',
  copyNow: 'Kopieren Sie ihn jetzt: Er wird nur einmal angezeigt.',
  linkActive: 'Ein am {date} erstellter Link ist aktiv.',
  makeNewLink: 'Neuen Link erstellen',
  makePrivateLink: 'Privaten Link erstellen',
  revokeLink: 'Link widerrufen',
} satisfies Translation<typeof en>;
