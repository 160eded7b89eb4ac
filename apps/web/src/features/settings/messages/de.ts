import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Einstellungen',
  onlyAdmins: 'Nur die Verwalter der Familie dürfen ihre Einstellungen ändern.',
  loadFailed: 'Die Einstellungen konnten nicht geladen werden. {message}',
  loading: 'Einstellungen werden geladen',
  saved: 'Einstellungen gespeichert',
  visitorDatesLabel: 'Was Besucher von lebenden Mitgliedern sehen',
  levelFull: 'Vollständige Daten',
  levelFullHelp: 'Besucher sehen Geburtsdaten und Geburtsorte lebender Mitglieder.',
  levelYear: 'Nur das Geburtsjahr',
  levelYearHelp:
    'Besucher sehen das Geburtsjahr lebender Mitglieder, kein vollständiges Datum und keinen Ort.',
  levelNames: 'Nur Namen',
  levelNamesHelp: 'Besucher sehen keine Daten oder Orte lebender Mitglieder.',
  alwaysShown:
    'Verstorbene Mitglieder und alle, die vor mehr als 100 Jahren geboren wurden, werden immer vollständig angezeigt. Angemeldete Verwalter der Familie sehen alles.',
  membersOnlySite: 'Website nur für Mitglieder',
  membersOnlyHelp: 'Besucher sehen die Startseite und eine Anmeldung, sonst nichts.',
  save: 'Einstellungen speichern',
  logIn: 'Anmelden',
  membersOnlyNotice:
    'Die Website dieser Familie ist nur für ihre Mitglieder. Melden Sie sich an, um sie zu sehen.',
  siteLanguageLabel: 'Sprache der Website',
  siteLanguageHelp:
    'Besucher, die keine Sprache gewählt haben, sehen die Website in dieser Sprache.',
  siteLanguageBrowser: 'Die Browsersprache des Besuchers',
} satisfies Translation<typeof en>;
