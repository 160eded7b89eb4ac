import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  relationship: 'Pokrewieństwo',
  compact: 'Kompaktowy',
  lifespan: 'Długość życia',
  statistics: 'Statystyki',

  relationshipChart: 'Diagram pokrewieństwa',
  relationshipChartOf: 'Diagram pokrewieństwa: {first} i {second}',
  firstPerson: 'Pierwsza osoba',
  secondPerson: 'Druga osoba',
  chooseSecond: 'Wybierz drugą osobę, aby zobaczyć jej pokrewieństwo z: {name}.',
  findingRelation: 'Szukanie pokrewieństwa',
  relationFailed: 'Nie udało się wczytać pokrewieństwa.',

  compactChart: 'Diagram kompaktowy',
  compactChartOf: 'Diagram kompaktowy: {name}',
  compactHelp: 'Przyciski obok każdej karty pokazują lub ukrywają rodziców i dzieci tej osoby.',
  showParents: 'Pokaż rodziców: {name}',
  hideParents: 'Ukryj rodziców: {name}',
  showChildren: 'Pokaż dzieci: {name}',
  hideChildren: 'Ukryj dzieci: {name}',
  moreFailed: 'Nie udało się wczytać osób. Spróbuj ponownie.',

  lifespanChart: 'Diagram długości życia',
  lifespanChartOf: 'Diagram długości życia: {name}',
  lifespanHelp:
    'Każdy pasek biegnie od roku urodzenia do roku śmierci; otwarty koniec oznacza osobę żyjącą.',
  year: 'Rok',
  person: 'Osoba',
  relation: 'Pokrewieństwo',
  born: 'Urodzenie',
  died: 'Śmierć',
  roleSelf: 'Ta osoba',
  roleParent: 'Rodzic',
  roleSpouse: 'Małżonek',
  roleSibling: 'Rodzeństwo',
  roleChild: 'Dziecko',
  living: 'żyje',
  unknownYear: 'nieznany',
  noLifeDates: 'Dla tej rodziny nie są jeszcze znane żadne lata urodzenia ani śmierci.',
  showTable: 'Pokaż jako tabelę',
  showChart: 'Pokaż jako wykres',
} satisfies Translation<typeof en>;
