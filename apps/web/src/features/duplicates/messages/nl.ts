import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Dubbele personen zoeken',
  intro:
    'Personen in de stamboom die waarschijnlijk één persoon zijn, de waarschijnlijkste eerst. Voeg een paar samen, of markeer het als geen dubbele zodat het niet opnieuw wordt voorgesteld.',
  onlyAdmins: 'Alleen familiebeheerders en takbeheerders kunnen dubbele personen zoeken.',
  refresh: 'Vernieuwen',
  loading: 'Dubbele personen worden gezocht',
  refreshing: 'Opnieuw zoeken',
  loadFailed: 'De dubbele personen konden niet worden gevonden: {reason}',
  empty: 'Geen waarschijnlijke dubbele personen',
  pairList: 'Waarschijnlijke dubbele personen',
  pairCount: '{count, plural, one {# waarschijnlijke dubbele} other {# waarschijnlijke dubbele}}',
  pairOf: '{a} en {b}',
  score: 'Score {score} van 100',
  reasonsOf: 'Waarom {a} en {b} één persoon kunnen zijn',
  born: 'Geboren {date}',
  died: 'Overleden {date}',
  noDates: 'Geen datums',
  notDuplicate: 'Geen dubbele',
  notDuplicateOf: 'Geen dubbele: {a} en {b}',
  merge: 'Samenvoegen…',
  mergeOf: '{a} en {b} samenvoegen…',
  dismissed: '{a} en {b} worden niet meer als dubbel voorgesteld.',
  undo: 'Ongedaan maken',
  dismissFailed: 'Dit kon niet worden opgeslagen: {reason}',
  merged: '{a} en {b} zijn nu één persoon.',
} satisfies Translation<typeof en>;
