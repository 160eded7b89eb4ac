import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'import.unknownCharset':
    'Jeu de caractères inconnu « CHAR {value} » à la ligne {line} ; lu comme {encoding} : vérifiez les caractères spéciaux',
  'import.noTrailer': 'Le fichier n’a pas de ligne TRLR : il est peut-être tronqué',
  'import.notALine': 'La ligne {line} n’est pas une ligne GEDCOM ; ignorée',
  'import.levelJump':
    'La ligne {line} passe du niveau {from} au niveau {to} ; lue comme niveau {as}',

  'import.personWithoutXref':
    'L’enregistrement INDI de la ligne {line} n’a pas d’identifiant ; ignoré',
  'import.definedTwice': '{xref} est défini deux fois (ligne {line}) ; le second est ignoré',
  'import.noteWithoutRecord': 'NOTE {xref} à la ligne {line} ne renvoie à aucun enregistrement',
  'import.unknownTagOnce': 'Balise inconnue {tag} conservée (une fois, d’abord à la ligne {line})',
  'import.unknownTagTimes':
    'Balise inconnue {tag} conservée ({count} fois, d’abord à la ligne {line})',
  'import.noSuchFamily': '{tag} {value} à la ligne {line} ne renvoie à aucune famille ; ignoré',
  'import.noSuchPerson': '{tag} {value} à la ligne {line} ne renvoie à aucune personne ; ignoré',
  'import.secondFamily':
    '{xref} est l’enfant d’une deuxième famille à la ligne {line} ; conservé comme lien vers une deuxième famille',
  'import.ownAncestorFather':
    '{xref} (ligne {line}) serait son propre ancêtre ; le lien vers son père est supprimé',
  'import.ownAncestorMother':
    '{xref} (ligne {line}) serait son propre ancêtre ; le lien vers sa mère est supprimé',
  'import.impossibleDate':
    'Date impossible « {date} » à la ligne {line} ; conservée telle qu’elle est écrite',
  'import.matchNotMerged':
    "{xref} (ligne {line}) n''a pas pu être fusionné avec {name} (un parent de l''autre sexe, ou son propre ancêtre ou descendant) ; importé comme nouvelle personne",

  'import.failedAtLine': 'Ligne {line} : {problem}',

  'import.aboutCut':
    'Les notes de {name} (ligne {line}) dépassent ce que permet « À propos » ({max} caractères) : raccourcies',
  'import.fieldCut':
    'Le champ « {field} » de {name} (ligne {line}) dépasse {max} caractères : raccourci',
  'field.firstName': 'prénom',
  'field.middleName': 'deuxième prénom',
  'field.lastName': 'nom',
  'field.nickName': 'surnom',
  'field.placeOfBirth': 'lieu de naissance',
  'field.workRole': 'poste',
  'field.workCompany': 'entreprise',
  'field.workLocation': 'lieu de travail',
  'field.course': 'cursus',
  'field.college': 'école ou université',
  'field.residencePlace': 'lieu de résidence',
  'field.street': 'rue',
  'field.city': 'ville',
  'field.state': 'état ou région',
  'field.postalCode': 'code postal',
  'field.lifeEventTitle': 'titre de l’événement',
  'field.lifeEventDetail': 'détails de l’événement',

  'export.notWrittenOne':
    'Non écrit en GEDCOM {version} (cette version n’a pas de place pour cela) : {what}',
  'export.notWrittenMany':
    'Non écrit en GEDCOM {version} (cette version n’a pas de place pour cela) : {count} × {what}',
  'dropped.record': 'enregistrement {tag}',
  'dropped.incomplete': '{tag} sans ses éléments obligatoires',
  'dropped.under': '{tag} sous {parent}',
  'dropped.second': 'un deuxième {tag} sous {parent}',
  'dropped.line': '{tag} {value}',
  'dropped.text': 'le texte de {tag}',
  'dropped.words': 'les mots de {tag} {value}',
  'dropped.noPointer': '{tag} sans renvoi',
  'dropped.rangePhrase': 'PHRASE d’une période de dates',

  'record.header': 'L’en-tête du fichier',
  'record.person': '{name} ({xref})',
  'record.kindXref': '{kind} {xref}',
  'record.kindTitled': '{kind} {title} ({xref})',
  'kind.INDI': 'Personne',
  'kind.FAM': 'Famille',
  'kind.SOUR': 'Source',
  'kind.REPO': 'Dépôt d’archives',
  'kind.NOTE': 'Note',
  'kind.OBJE': 'Média',
  'kind.SUBM': 'Auteur de l’envoi',
  'kind.SUBN': 'Envoi',
  'kind.other': 'Enregistrement {tag}',
} satisfies Translation<typeof en>;
