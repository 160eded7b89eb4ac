import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Instellingen',
  onlyAdmins: 'Alleen de beheerders van de familie mogen de instellingen wijzigen.',
  loadFailed: 'De instellingen konden niet worden geladen. {message}',
  loading: 'Instellingen laden',
  saved: 'Instellingen opgeslagen',
  visitorDatesLabel: 'Wat bezoekers zien van levende leden',
  levelFull: 'Volledige datums',
  levelFullHelp: 'Bezoekers zien geboortedatums en geboorteplaatsen van levende leden.',
  levelYear: 'Alleen het geboortejaar',
  levelYearHelp:
    'Bezoekers zien het geboortejaar van levende leden, geen volledige datum en geen plaats.',
  levelNames: 'Alleen namen',
  levelNamesHelp: 'Bezoekers zien geen datums of plaatsen van levende leden.',
  alwaysShown:
    'Overleden leden, en iedereen die meer dan 100 jaar geleden is geboren, worden altijd volledig getoond. Ingelogde beheerders van de familie zien alles.',
  membersOnlySite: 'Site alleen voor leden',
  membersOnlyHelp: 'Bezoekers zien de startpagina en een aanmelding, verder niets.',
  save: 'Instellingen opslaan',
  logIn: 'Inloggen',
  membersOnlyNotice:
    'De site van deze familie is alleen voor haar leden. Log in om de site te bekijken.',
  siteLanguageLabel: 'Taal van de site',
  siteLanguageHelp: 'Bezoekers die geen taal hebben gekozen, zien de site in deze taal.',
  siteLanguageBrowser: 'De browsertaal van de bezoeker',
} satisfies Translation<typeof en>;
