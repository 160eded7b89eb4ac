import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  'login.emailRequired': 'L’adresse e-mail est obligatoire',
  'login.emailInvalid': 'Saisissez une adresse e-mail valide',
  'login.passwordRequired': 'Le mot de passe est obligatoire',
  'login.headerValueRequired': 'Veuillez saisir la valeur',
  'login.failed': 'Échec de la connexion',
  'login.wrongCredentials': 'Adresse e-mail ou mot de passe incorrect',
  'login.tooManyAttempts':
    'Trop de tentatives de connexion échouées. Veuillez patienter quelques minutes, puis réessayer.',
  'login.accountBlocked': 'Votre compte a été bloqué par l’administrateur de la famille.',
  'account.resetRequested':
    'Si un compte utilise cette adresse e-mail, un lien pour choisir un nouveau mot de passe vous a été envoyé. Il est valable une heure.',
  'account.resetLinkInvalid':
    'Ce lien de réinitialisation du mot de passe n’est pas valide. Demandez-en un nouveau.',
  'account.resetLinkUsed':
    'Ce lien de réinitialisation du mot de passe a déjà été utilisé. Demandez-en un nouveau.',
  'account.resetLinkExpired':
    'Ce lien de réinitialisation du mot de passe a expiré. Demandez-en un nouveau.',
  'account.tooManyResets':
    'Trop de demandes de réinitialisation du mot de passe. Veuillez patienter quelques minutes, puis réessayer.',
  'account.currentPasswordRequired': 'Saisissez votre mot de passe actuel',
  'account.currentPasswordWrong': 'Ce n’est pas votre mot de passe actuel',
  'account.sessionNotFound': 'Vous n’avez aucune session de ce type.',
  'account.memberAlreadyHasAccount': 'Cette personne a déjà un compte de membre.',
  'account.emailInFamily': 'Cette adresse e-mail appartient déjà à quelqu’un de cette famille.',
  'password.required': 'Choisissez un mot de passe',
  'password.tooShort': 'Utilisez au moins 12 caractères',
  'password.tooLong': 'Utilisez au plus 200 caractères',
  'password.tooCommon':
    'Ce mot de passe est trop courant ou trop simple. Choisissez-en un plus difficile à deviner.',
  'admin.invalidCredentials': 'Identifiants d’administrateur incorrects',
  'relation.samePerson':
    'Choisissez deux personnes différentes : une personne n’a pas de lien de parenté avec elle-même.',
  'member.loadDetailsFailed': 'Impossible de charger les informations de l’utilisateur.',
  'member.treeLoadFailed': 'Impossible de charger les données de l’arbre généalogique.',
  'member.relationLoadFailed': 'Impossible de charger les données de recherche de l’arbre.',
  'member.saved': 'Les informations ont été enregistrées',
  'member.deleted': 'Le membre a été supprimé',
  'member.deleteConfirm': 'Voulez-vous vraiment supprimer ce membre ?',
  'member.fatherStaysMale':
    'Ce membre est le père d’un enfant de l’arbre : choisissez Homme ou Femme, pas Inconnu',
  'member.motherStaysFemale':
    'Ce membre est la mère d’un enfant de l’arbre : choisissez Homme ou Femme, pas Inconnu',
  'member.parentGenderUnknown':
    'Choisissez Homme ou Femme comme sexe des parents de l’enfant avant d’ajouter un enfant',
  'branchAdmin.nameRequired': 'Le nom est obligatoire',
  'branchAdmin.emailRequired': 'L’adresse e-mail est obligatoire',
  'branchAdmin.emailInvalid': 'Saisissez une adresse e-mail valide',
  'branchAdmin.removeAssignedFailed': 'La suppression a échoué, veuillez réessayer plus tard',
  'branchAdmin.removeAssignedDone': 'Le membre attribué a été retiré',
  'branchAdmin.blockConfirm':
    'Voulez-vous vraiment bloquer cet administrateur de branche ? Les membres de la famille qui dépendent de lui seront également libérés.',
  'branchAdmin.deleteNotImplemented': 'Pas encore disponible',
  'branchAdmin.ownerOnlyName': 'Seul le titulaire du compte peut modifier son nom',
  'branchAdmin.ownerOnlyEmail': 'Seul le titulaire du compte peut modifier son adresse e-mail',
  'branchAdmin.activeNeedsConsent': 'Seul le titulaire du compte peut accepter l’invitation',
  'invitations.hasPassword':
    'Ce compte a déjà un mot de passe. Connectez-vous pour répondre à l’invitation.',
  'invitations.noneFromFamily': 'Vous n’avez aucune invitation en attente de cette famille.',
  'invitations.accepted': 'Vous avez accepté l’invitation.',
  'invitations.declined': 'Vous avez refusé l’invitation.',
  'linkRequests.sent':
    'Une demande de lien a été envoyée à {familyName}. Le conjoint apparaîtra dès que l’administrateur de cette famille l’aura acceptée.',
  'linkRequests.alreadyPending':
    'Une demande de lien entre ces deux personnes attend déjà une réponse.',
  'linkRequests.alreadyAnswered': 'Cette demande de lien a déjà reçu une réponse.',
  'linkRequests.notFound': 'Cette demande de lien n’existe pas.',
  'linkRequests.onlyTargetAdmin':
    'Seul l’administrateur de l’autre famille peut répondre à cette demande de lien.',
  'linkRequests.onlyRequestingAdmin':
    'Seul un administrateur de la famille demandeuse peut annuler cette demande de lien.',
  'linkRequests.listForbidden':
    'Seul un administrateur de la famille peut voir les demandes de lien de la famille.',
  'linkRequests.accepted': 'Demande de lien acceptée.',
  'linkRequests.declined': 'Demande de lien refusée.',
  'linkRequests.cancelled': 'Demande de lien annulée.',
  'linkRequests.loadFailed': 'Impossible de charger les demandes de lien.',
  'linkRequests.noneIncoming': 'Aucune demande de lien n’attend votre famille.',
  'linkRequests.noneOutgoing': 'Votre famille n’a envoyé aucune demande de lien.',
  'content.maxFileSize': 'La taille maximale d’un fichier est de 2 Mo',
  'content.onlyImages': 'Seuls les fichiers image sont autorisés',
  'content.tooManyPixels':
    'Les images peuvent avoir au plus 40 mégapixels (par exemple 8 000 × 5 000 pixels)',
  'content.tooManyUploads':
    'Trop d’images ont été envoyées en peu de temps. Veuillez patienter une minute, puis réessayer.',
  'content.uploadsBusy':
    'Le serveur est occupé par d’autres images. Veuillez réessayer dans un instant.',
  'content.imageRequired': 'L’image est obligatoire',
  'content.imageDescriptionTooLong':
    'La description de l’image peut contenir au plus 1024 caractères',
  'content.publishConfirm': 'Voulez-vous vraiment publier ces contenus sur le site ?',
  'content.published': 'Les contenus ont été publiés sur le site.',
  'content.deleteConfirm': 'Voulez-vous vraiment supprimer ce contenu ?',
  'content.emptySection':
    'Cette section est vide : ajoutez un titre, une image ou du contenu, ou supprimez-la.',
  'profile.fieldRequired': 'Ce champ est obligatoire',
  'profile.phoneDigits': 'Doit comporter de 10 à 15 chiffres',
  'profile.emailInvalid': 'Saisissez une adresse e-mail valide',
  'profile.endBeforeStart': 'La date de fin doit être postérieure à la date de début',
  'profile.correctErrors': 'Veuillez corriger les erreurs avant d’enregistrer.',
  'profile.basicSaved': 'Les informations de base ont été enregistrées.',
  'profile.addressSaved': 'L’adresse et les coordonnées ont été enregistrées.',
  'profile.educationSaved':
    'Les informations sur la formation et la profession ont été enregistrées.',
  'profile.aboutSaved': 'Les informations « À propos » ont été enregistrées.',
  'profile.photoSaved': 'La photo de profil a été mise à jour.',
  'profile.coverSaved': 'La photo de couverture a été mise à jour.',
  'profile.contactForEditorsOnly':
    'Seuls les administrateurs de la famille et l’administrateur de branche de ce membre voient le téléphone et l’adresse e-mail.',
  'profile.addressForEditorsOnly':
    'Seuls les administrateurs de la famille et l’administrateur de branche de ce membre voient les adresses.',
  'chart.loadFailed': 'Impossible de charger le graphique.',
  'chart.noSuchChart':
    'Ce graphique n’existe pas. Choisissez une personne et un graphique dans l’arbre généalogique.',
  'chart.noAncestors': 'Aucun ancêtre n’est enregistré pour cette personne.',
  'chart.noDescendants': 'Aucun enfant n’est enregistré pour cette personne.',
  'chart.downloadFailed':
    'Le graphique n’a pas pu être enregistré dans un fichier. Veuillez réessayer.',
  'chart.tooLargeToPrint':
    'Ce graphique est trop grand pour être imprimé sur des pages. Choisissez moins de générations ou téléchargez-le en SVG ou en PNG.',
  'treeList.searchNotFound': 'Personne dans l’arbre ne porte ce nom.',
  'notFound.title': '404 - Page introuvable',
  'notFound.body': 'La page que vous cherchez n’existe pas.',
  'notFound.family': 'Aucune famille n’a cette adresse.',
  'input.invalidId': 'Cet identifiant n’est pas valide.',
  'input.controlCharacters': 'Retirez de ce champ les caractères de contrôle invisibles.',
  'input.brokenCharacters': 'Ce champ contient des caractères corrompus.',
  'input.directionControls':
    'Les noms ne peuvent pas contenir de caractères de contrôle du sens d’écriture.',
  'input.unknownField': 'Ce champ ne fait pas partie de cette requête.',
  'input.nestedTooDeep': 'Cette requête imbrique des listes ou des objets sur plus de 32 niveaux.',
  'input.tooManyValues': 'Cette requête contient plus de 20 000 valeurs.',
  'input.richTextTooDeep': 'Ce texte imbrique sa mise en forme sur plus de 32 niveaux.',
  'gedcom.notGedcom': 'Ce fichier n’est pas un fichier GEDCOM',
  'gedcom.fileRequired': 'Choisissez un fichier GEDCOM (.ged) à importer.',
  'gedcom.tooLarge': 'Un fichier GEDCOM peut faire au plus 200 Mo.',
  'gedcom.familyNotEmpty':
    'Cette famille a déjà des membres. Un fichier GEDCOM ne peut être importé que dans une famille sans membres.',
  'gedcom.unknownFounder':
    'Cette personne ne fait pas partie des fondateurs possibles du fichier (personnes sans parents).',
  'gedcom.adminOnly':
    'Seul un administrateur de la famille peut importer ou exporter toute la famille.',
  'gedcom.branchOnly': 'Un administrateur de branche ne peut exporter que sa propre branche.',
  'gedcom.jobNotFound': 'Cette importation n’existe pas.',
  'gedcom.restarted':
    'Le serveur a redémarré pendant l’importation ; rien n’a été importé. Veuillez la relancer.',
  'gedcom.failed': 'L’importation a échoué ; rien n’a été importé.',
  'gedcom.tooMuchStored': 'Ce fichier ne peut pas être importé : il prendrait trop de place.',
  'gedcom.zipBroken': 'Ce fichier zip est illisible.',
  'gedcom.zipNoGedcom': 'Ce zip ne contient pas de gedcom.ged : ce n’est pas un GEDZIP.',
  'gedcom.zipUnsafePath':
    'Ce zip désigne un fichier situé hors de lui-même (un chemin avec « .. » ou un chemin absolu).',
  'gedcom.zipTooLarge':
    'Ce zip est trop volumineux une fois décompressé (au plus 20 000 fichiers et 2 Go, aucun fichier compressé plus de 100 fois).',
  'gedcom.zipMediaType':
    'Ce zip contient un fichier multimédia qui n’est ni une image (JPEG, PNG, GIF, WebP) ni un PDF.',
  'gedcom.zipMediaTooLarge':
    'Un fichier multimédia de ce zip est trop volumineux (images 2 Mo, PDF 10 Mo).',
  'gedcom.zipIsSeven':
    'Un GEDZIP (zip avec médias) relève de GEDCOM 7.0 : exportez-le en version 7.',
  'common.invalidInput': 'Certains champs ne sont pas valides.',
  'common.unauthenticated': 'Veuillez vous connecter pour continuer.',
  'common.forbidden': 'Vous n’êtes pas autorisé à effectuer cette action.',
  'common.notFound': 'Introuvable.',
  'common.serverError': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'common.concurrentEdit':
    'Quelqu’un d’autre modifiait les mêmes membres au même moment. Veuillez réessayer.',
} satisfies Translation<typeof en>;
