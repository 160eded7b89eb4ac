import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Ustawienia',
  onlyAdmins: 'Tylko administratorzy rodziny mogą zmieniać jej ustawienia.',
  loadFailed: 'Nie udało się wczytać ustawień. {message}',
  loading: 'Wczytywanie ustawień',
  saved: 'Ustawienia zostały zapisane',
  visitorDatesLabel: 'Co goście widzą o żyjących członkach',
  levelFull: 'Pełne daty',
  levelFullHelp: 'Goście widzą daty i miejsca urodzenia żyjących członków.',
  levelYear: 'Tylko rok urodzenia',
  levelYearHelp: 'Goście widzą rok urodzenia żyjących członków, bez pełnej daty i miejsca.',
  levelNames: 'Tylko imiona i nazwiska',
  levelNamesHelp: 'Goście nie widzą dat ani miejsc dotyczących żyjących członków.',
  alwaysShown:
    'Zmarli członkowie oraz wszyscy urodzeni ponad 100 lat temu są zawsze pokazywani w całości. Zalogowani administratorzy rodziny widzą wszystko.',
  membersOnlySite: 'Witryna tylko dla członków',
  membersOnlyHelp: 'Goście widzą stronę główną i logowanie, nic więcej.',
  save: 'Zapisz ustawienia',
  logIn: 'Zaloguj się',
  membersOnlyNotice:
    'Witryna tej rodziny jest tylko dla jej członków. Zaloguj się, aby ją zobaczyć.',
  siteLanguageLabel: 'Język witryny',
  siteLanguageHelp: 'Odwiedzający, którzy nie wybrali języka, widzą witrynę w tym języku.',
  siteLanguageBrowser: 'Język przeglądarki odwiedzającego',
} satisfies Translation<typeof en>;
