import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  dialogTitle: 'Imprimer le diagramme',
  paper: 'Papier',
  letter: 'Lettre US',
  poster: 'Affiche : le diagramme à sa propre taille',
  orientation: 'Orientation',
  portrait: 'Portrait',
  landscape: 'Paysage',
  pages: 'Pages',
  tile: 'Répartir sur plusieurs pages',
  fit: 'Ajuster sur une page',
  onePage: '1 page',
  pageGrid: '{columns} × {rows} pages',
  printedCount:
    '{count, plural, one {# page est imprimée} other {# pages sont imprimées}} : les pages vides sont omises.',
  namesAt: 'Les noms sont imprimés en {size} pt.',
  tooSmall:
    'Sur une seule page, les noms seraient trop petits pour être lus : répartissez le diagramme sur plusieurs pages.',
  posterSize: 'Une page de {width} × {height} cm, pour un imprimeur.',
  pdfNote:
    'Pour un fichier PDF, choisissez la destination « Enregistrer au format PDF » dans la boîte de dialogue d’impression du navigateur : le fichier est vectoriel et reste net à toutes les tailles.',
  print: 'Imprimer',
  cancel: 'Annuler',
  tileLabel: 'ligne {row}, colonne {column} sur {columns} × {rows}',
} satisfies Translation<typeof en>;
