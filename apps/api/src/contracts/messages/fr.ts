import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'field.tooLong': 'Utilisez au plus {max} caractères',
  'field.titleTooLong': 'Le titre peut contenir au plus {max} caractères',
  'field.nameTooLong': 'Le nom peut contenir au plus {max} caractères',
  'field.descriptionTooLong': 'La description peut contenir au plus {max} caractères',
  'field.captionTooLong': 'La légende peut contenir au plus {max} caractères',
  'field.messageTooLong': 'Le message peut contenir au plus {max} caractères',
  'field.menuNameTooLong': 'Le nom du menu peut contenir au plus {max} caractères',
  'field.yearFrom': 'Choisissez une année à partir de {year}',
  'field.pageUpTo': 'Utilisez un numéro de page jusqu’à {max}',
  'field.pageNumber': 'Utilisez un numéro de page',
  'field.pageFromOne': 'Utilisez un numéro de page à partir de 1',
  'field.nameRequired': 'Le nom est obligatoire',
  'field.titleRequired': 'Le titre est obligatoire',
  'field.firstNameRequired': 'Le prénom est obligatoire',
  'field.lastNameRequired': 'Le nom de famille est obligatoire',
  'field.familyNameRequired': 'Le nom de la famille est obligatoire',
  'field.genderRequired': 'Le sexe est obligatoire',
  'field.messageRequired': 'Le message est obligatoire',
  'field.menuNameRequired': 'Le nom du menu est obligatoire',
  'field.subdomainRequired': 'Le sous-domaine est obligatoire',
  'field.subdomainCharacters': 'Utilisez uniquement des minuscules, des chiffres et des tirets',
  'field.nameOneLine': 'Écrivez le nom sur une seule ligne',
  'field.imageOfFamily': 'Utilisez une image envoyée dans cette famille',
  'field.contentTooLong': 'Le contenu est trop long',
  'field.savedOrTemporaryId':
    'Utilisez un identifiant enregistré ou un identifiant temporaire négatif',
  'field.titleClass': 'Choisissez Moyen ou Grand',
  'field.imagePosition': 'Choisissez à gauche, au centre ou à droite',
  'field.sectionsMax': 'Une page contient au plus 50 sections',
  'field.dateFormat': 'Utilisez le format de date AAAA-MM-JJ',
  'field.dateMissing': 'Cette date n’existe pas',
  'field.giveDate': 'Indiquez une date au format AAAA-MM-JJ',
  'field.enterDate': 'Saisissez la date',
  'field.enterDateFormat': 'Saisissez une date au format AAAA-MM-JJ',
  'field.enterTitle': 'Saisissez un titre',
  'field.linkExisting': 'Choisissez le membre existant à lier',
  'field.chooseLanguage': 'Choisissez l’une des langues : {languages}',
  'profiles.chooseMonth': 'Choisissez un mois',
  'profiles.chooseDay': 'Choisissez un jour',
  'profiles.yearNotFuture': 'L’année ne peut pas être dans le futur',
  'profiles.chooseCountry': 'Choisissez un pays',
  'profiles.birthNotFuture': 'La date de naissance ne peut pas être dans le futur',
  'profiles.deathNotFuture': 'La date de décès ne peut pas être dans le futur',
  'profiles.deathBeforeBirth': 'La date de décès ne peut pas précéder la date de naissance',
  'profiles.socialMedia': 'Choisissez Facebook, Instagram ou LinkedIn',
  'profiles.countryCode': 'Choisissez un indicatif de pays',
  'settings.visitorDates':
    'Choisissez les dates complètes, l’année de naissance seule ou les noms seuls',
  'settings.membersOnlyChoice': 'Indiquez si seuls les membres peuvent voir le site',
  'privacy.membersOnly':
    'Le site de cette famille est réservé à ses membres. Connectez-vous pour le voir.',
  'privacy.membersOnlySignedIn':
    'Le site de cette famille est réservé à ses membres, et votre compte n’est pas membre de cette famille.',
  'privacy.settingsRefused':
    'Seuls les administrateurs de la famille peuvent modifier ses paramètres.',
  'privacy.eventsRefused':
    'Seuls les administrateurs de la famille peuvent gérer les événements familiaux.',
  'privacy.noSuchEvent': 'Cet événement n’existe pas.',
  'calendar.membersOnly': 'Seuls les membres de la famille ont un lien de calendrier privé.',
  'calendar.noSuchFeed': 'Ce calendrier n’existe pas.',
  'marriage.future': 'La date de mariage ne peut pas être dans le futur',
  'marriage.beforeBirth': 'La date de mariage ne peut pas précéder la date de naissance de {name}',
  'marriage.refused': 'Vous ne pouvez pas modifier ce membre.',
  'marriage.notSpouses': 'Cette personne n’est pas un conjoint du membre.',
  'history.chooseKind': 'Choisissez un type de modification dans la liste',
  'history.notRevertible': 'Ce type de modification ne peut pas être annulé.',
  'history.needsConsent':
    'Cette modification ne peut pas être annulée : elle lierait de nouveau une personne d’une autre famille, ce qui demande l’accord de cette famille (envoyez une demande de lien).',
  'history.alreadyBack':
    'Cette modification ne peut pas être annulée : ce qu’elle a retiré est déjà revenu.',
  'history.nothingToRevert':
    'Cette modification ne peut pas être annulée : ce qu’elle a modifié est déjà comme avant. Rien n’a été modifié.',
  'history.entityGone':
    'Cette modification ne peut pas être annulée : ce qu’elle a modifié n’existe plus.',
  'history.onlyAdmins':
    'Seul un administrateur de la famille peut voir les modifications récentes et les annuler.',
  'history.unsavedChanges':
    'Vous avez des modifications non enregistrées. Quitter sans enregistrer ?',
  'notes.textRequired': 'Écrivez la note',
  'notes.textTooLong': 'La note est trop longue',
  'notes.onlyEditors':
    'Seul un administrateur de la famille, ou l’administrateur de branche de la personne, peut modifier ses notes.',
  'notes.onlyFamilyAdminShared':
    'Seul un administrateur de la famille peut modifier une note partagée avec des personnes extérieures à votre branche.',
  'notes.noteNotFound': 'Cette note n’existe pas dans cette famille.',
  'notes.linkNotFound': 'Ce lien de la note n’existe pas.',
  'notes.alreadyLinked': 'La note est déjà liée à cette personne et à ce fait',
  'notes.lastLink': 'C’est le seul lien de la note : supprimez plutôt la note.',
  'research.factKind': 'Choisissez nom, sexe, naissance, décès ou aucun',
  'research.coupleFactKind': 'Choisissez mariage ou aucun',
  'research.onlyFamilyAdminSources':
    'Seul un administrateur de la famille peut modifier les sources de la famille.',
  'research.onlyEditorsCitations':
    'Seul un administrateur de la famille, ou l’administrateur de branche de la personne, peut modifier ses citations.',
  'research.onlyEditorsCoupleCitations':
    'Seul un administrateur de la famille, ou l’administrateur de branche de l’un des partenaires, peut modifier les citations du couple.',
  'research.sourceNotFound': 'Cette source n’existe pas dans cette famille.',
  'research.repositoryNotFound': 'Ce dépôt n’existe pas dans cette famille.',
  'research.citationNotFound': 'Cette citation n’existe pas dans cette famille.',
  'research.unionNotFound': 'Ce couple n’existe pas dans cette famille.',
  'research.useSourceOfFamily': 'Choisissez une source de cette famille',
  'research.useRepositoryOfFamily': 'Choisissez un dépôt de cette famille',
  'research.qualityRange': 'Utilisez une qualité de 0 (peu fiable) à 3 (preuve directe)',
  'research.onePersonOrCouple': 'Indiquez soit une personne, soit un couple, pas les deux',
  'research.personOrCoupleRequired': 'Choisissez une personne ou un couple',
  'research.eventOfSubject': 'Choisissez un événement importé de cette personne ou de ce couple',
  'media.fileRequired': 'Choisissez une image ou un fichier PDF',
  'media.onlyImagesAndPdf':
    'Seuls les images (JPEG, PNG, GIF, WebP) et les documents PDF sont autorisés',
  'media.documentTooLarge': 'La taille maximale d’un document est de 10 Mo',
  'media.titleRequired': 'Donnez un titre au média',
  'media.titleTooLong': 'Le titre peut contenir au plus {max} caractères',
  'media.descriptionTooLong': 'La description peut contenir au plus {max} caractères',
  'media.badDate':
    'Écrivez une date GEDCOM, par exemple 12 MAR 1950, ABT 1920, BET 1900 AND 1910, ou (une phrase)',
  'media.oneSubject':
    'Liez le média à une personne, un couple, une source, un événement ou une citation',
  'media.onlyEditors':
    'Seul un administrateur de la famille, ou l’administrateur de branche des personnes qu’il montre, peut ajouter et modifier des médias.',
  'media.onlyFamilyAdminShared':
    'Seul un administrateur de la famille peut modifier des médias liés à des personnes extérieures à votre branche, à des couples ou à des sources.',
  'media.onlyEditorsCitation':
    'Seul un administrateur de la famille, ou l’administrateur de branche de la personne ou du couple cité, peut ajouter des médias à une citation.',
  'media.mediaNotFound': 'Ce média n’existe pas dans cette famille.',
  'media.linkNotFound': 'Ce lien du média n’existe pas.',
  'media.subjectNotFound':
    'Cette personne, ce couple, cette source ou cet événement n’existe pas dans cette famille.',
  'media.alreadyLinked': 'Le média est déjà lié à cette fiche',
  'news.onlyFamilyAdmin':
    'Seul un administrateur de la famille peut écrire les actualités de la famille.',
  'news.notFound': 'Cette actualité n’existe pas dans cette famille.',
  'news.deleteConfirm': 'Voulez-vous vraiment supprimer cette actualité ?',
  'news.deletedMeanwhile':
    'Cette actualité a été supprimée après que vous l’avez ouverte. Rien n’a été enregistré.',
  'sitePages.fixedName': 'Le nom de cette page est fixe.',
  'contact.sent': 'Merci. Votre message a été envoyé aux administrateurs de la famille.',
  'contact.tooMany': 'Trop de messages ont été envoyés. Veuillez réessayer dans une heure.',
  'contact.noAdmin': 'Cette famille n’a pas encore d’administrateur à qui écrire.',
  'contact.familyBusy':
    'Cette famille a reçu beaucoup de messages au cours de la dernière heure. Veuillez réessayer dans une heure.',
  'places.onlyFamilyAdmin':
    'Seul un administrateur de la famille peut modifier les lieux de la famille.',
  'places.placeNotFound': 'Ce lieu n’existe pas dans cette famille.',
  'places.typeKind': 'Choisissez ville, comté, région, pays, autre ou aucun',
  'places.latitudeRange': 'Utilisez une latitude comprise entre -90 et 90',
  'places.longitudeRange': 'Utilisez une longitude comprise entre -180 et 180',
  'places.bothCoordinates': 'Indiquez la latitude et la longitude, ou aucune des deux',
  'places.nameHasComma': 'Le nom d’un niveau ne contient pas de virgule',
  'places.tooManyNames': 'Indiquez au plus {max} noms alternatifs',
  'places.hasFacts': 'Des faits désignent encore ce lieu : il ne peut pas être supprimé.',
  'places.hasChildren': 'D’autres lieux se trouvent dans celui-ci : supprimez-les d’abord.',
  'places.noRow': 'Ce lieu n’a aucun détail à supprimer.',
  'places.alreadyThere': 'Ce lieu est déjà dans la liste.',
  'places.nameTaken': 'Un lieu de ce nom existe déjà à ce niveau : fusionnez plutôt avec lui.',
  'places.mergeTargetRequired': 'Choisissez le lieu avec lequel fusionner',
  'places.mergeTargetNotFound': 'Ce lieu avec lequel fusionner n’existe pas dans cette famille.',
  'places.mergeIntoItself': 'Un lieu ne peut pas être fusionné avec lui-même.',
  'places.mergeIntoLine':
    'Un lieu ne peut pas être fusionné avec un lieu qu’il contient ou qui le contient.',
  'places.countryOfBirth':
    'Le pays d’une naissance, d’une adresse ou d’un séjour se choisit dans la liste des pays : un lieu qui est un tel pays ne peut pas être renommé ni fusionné.',
  'places.mergedNamesTooMany':
    'Après la fusion, « {name} » aurait {count} noms alternatifs ; un lieu en a au plus {max}. Retirez-en d’abord quelques-uns. Rien n’a été modifié.',
} satisfies Translation<typeof en>;
