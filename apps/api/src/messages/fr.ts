import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'request.invalidJson': 'Le corps de la requête n’est pas un JSON valide.',
  'request.bodyTooLarge': 'La requête est trop volumineuse.',
  'request.unsupportedMediaType': 'Le serveur n’accepte pas ce type de contenu.',
  'request.emptyJsonBody': 'Le corps de la requête est vide.',
  'request.badContentLength':
    'La taille du corps de la requête ne correspond pas à son en-tête Content-Length.',
  'request.ifMatch': 'Envoyez la version que vous avez chargée dans If-Match : "{example}"',
  'members.notFound': 'Ce membre n’existe pas.',
  'members.notInFamily': 'Ce membre n’existe pas dans cette famille.',
  'members.notInFamilyField': 'Ce membre n’existe pas dans cette famille',
  'members.mayNotEdit': 'Vous ne pouvez pas modifier ce membre.',
  'members.notSpouse': 'Cette personne n’est pas un conjoint du membre.',
  'tree.deleteOnlyLeaf': 'Seul un membre sans enfants ni conjoints peut être supprimé.',
  'tree.spouseOnlyWithoutChildren':
    'Un conjoint ne peut être retiré que tant que le membre n’a pas d’enfants.',
  'tree.notOfFamily': 'Cette personne ne fait pas partie de cette famille.',
  'tree.founderAdminOnly': 'Seul un administrateur de la famille peut ajouter un fondateur.',
  'tree.reorderOwnBranch': 'Vous ne pouvez réordonner que les membres de votre branche.',
  'tree.childOrderRange': 'Le rang parmi les enfants doit être compris entre 1 et {max}',
  'tree.hasFather': 'Ce membre a déjà un père.',
  'tree.hasMother': 'Ce membre a déjà une mère.',
  'tree.chosenMemberMissing': 'Le membre choisi n’existe pas.',
  'tree.linkOutsideBranch': 'Vous ne pouvez pas lier un membre extérieur à votre branche.',
  'tree.otherParentSpouse': 'L’autre parent doit être un conjoint de ce membre',
  'tree.otherParentRequired': 'Choisissez l’autre parent de l’enfant',
  'tree.ownSpouse': 'Un membre ne peut pas être son propre conjoint.',
  'tree.alreadySpouses': 'Ces deux personnes sont déjà conjoints.',
  'tree.lineSpouse':
    'Un ancêtre ou un descendant d’un membre ne peut pas être lié à lui comme conjoint.',
  'profiles.addressTypeOnce': 'Indiquez chaque type d’adresse une seule fois',
  'profiles.chooseState': 'Choisissez une région du pays',
  'access.inviteRefused':
    'Seul un administrateur de la famille, ou l’administrateur de branche de cette personne, peut l’inviter.',
  'access.uploadRefused': 'Vous ne pouvez pas envoyer d’images dans cette famille.',
  'media.noSuchImage': 'Cette image n’existe pas.',
  'gallery.manageRefused': 'Vous ne pouvez pas gérer les albums de cette famille.',
  'gallery.branchRefused':
    'Un administrateur de branche ne gère que les albums et les photos des personnes de sa branche ; les autres relèvent de l’administrateur de la famille.',
  'gallery.noAlbum': 'Cet album n’existe pas.',
  'gallery.noPhoto': 'Cette photo n’existe pas dans cet album.',
  'auth.signInLinkExpired': 'Ce lien de connexion a expiré. Veuillez vous reconnecter.',
  'research.repositoryKeepsSources':
    'Ce dépôt contient {count} source(s). Choisissez d’abord un autre dépôt pour elles.',
  'site.adminOnly': 'Seul un administrateur de la famille peut modifier le site.',
  'site.noMenu': 'Ce menu n’existe pas dans cette famille.',
  'site.noFamily': 'Cette famille n’existe pas.',
  'accounts.platformAdminEmail':
    'Cette adresse e-mail appartient à un administrateur de la plateforme.',
  'accounts.emailTaken': 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  'branchAdmins.adminOnly': 'Seul un administrateur de la famille peut faire cela.',
  'branchAdmins.manageAdminOnly':
    'Seul un administrateur de la famille peut gérer les administrateurs de branche.',
  'branchAdmins.chooseBranchAdmin':
    'Choisissez un administrateur de branche actif ou invité de cette famille',
  'branchAdmins.emailExists':
    'Un administrateur de branche avec cette adresse e-mail existe déjà dans cette famille.',
  'branchAdmins.alreadyFamilyAdmin': 'Cette personne est déjà administrateur de cette famille.',
  'branchAdmins.notFound': 'Cet administrateur de branche n’existe pas dans cette famille.',
  'branchAdmins.notAssigned': 'Ce membre n’est pas attribué à cet administrateur de branche.',
  'platform.adminOnly': 'Seul un administrateur de la plateforme peut faire cela.',
  'platform.userExists': 'Un utilisateur avec cette adresse e-mail existe déjà',
  'families.invalidSubdomain': 'Sous-domaine non valide',
  'families.subdomainReserved': 'Le sous-domaine « {domainName} » est réservé',
  'families.subdomainTaken': 'Le sous-domaine « {domainName} » est déjà pris',
  'invitations.manageRefused':
    'Seul un administrateur de la famille, ou l’administrateur de branche de leur personne, peut gérer les membres.',
  'invitations.noMemberAccount': 'Ce compte de membre n’existe pas dans cette famille.',
  'invitations.linkInvalid': 'Ce lien d’invitation n’est pas valide.',
  'invitations.used':
    'Cette invitation a déjà été utilisée. Connectez-vous avec votre mot de passe.',
  'invitations.expired':
    'Cette invitation a expiré. Demandez-en une nouvelle à l’administrateur de votre famille.',
  'invitations.noLongerValid': 'Cette invitation n’est plus valide.',
  'history.noSuchChange': 'Cette modification n’existe pas dans cette famille.',
  'history.noSuchVersion': 'Cette version n’existe pas',
  'history.changedBy': 'Modifié par {who}',
  'history.someone': 'Quelqu’un',
  'history.staleVersion':
    '{who} a modifié ceci le {at}, après que vous l’avez ouvert. Rien n’a été enregistré : rechargez pour voir ses modifications.',
  'history.newerChange':
    'Cette modification ne peut pas être annulée : {who} a modifié les mêmes champs plus tard, le {at}.',
  'history.dependsOnLater':
    'Cette modification ne peut pas être annulée : {what}, modifié par {who} le {at}, en dépend. Annulez d’abord cela.',
  'history.dependsOn': 'Cette modification ne peut pas être annulée : {what} en dépend.',
  'history.breaksRule': 'Cette modification ne peut pas être annulée : {rule}',
  'history.imageGone':
    'Cette modification ne peut pas être annulée : {what} a été supprimé depuis. Rien n’a été modifié.',
  'history.placeParentGone':
    'Cette modification ne peut pas être annulée : le lieu qui le contient a été supprimé depuis. Rien n’a été modifié.',
  'history.placeHasChildren':
    'Cette modification ne peut pas être annulée : d’autres lieux se trouvent dans celui-ci ; supprimez-les d’abord. Rien n’a été modifié.',
  'history.placeTextChanged':
    'Cette modification ne peut pas être annulée : un texte de lieu qu’elle a réécrit a été modifié depuis. Rien n’a été modifié.',
  'history.placeEditedSince':
    'Cette modification ne peut pas être annulée : un lieu qu’elle a renommé ou fusionné a été modifié depuis ; annulez d’abord cette modification. Rien n’a été modifié.',
  'history.onlyNoteLink':
    'Cette modification ne peut pas être annulée : c’est le seul lien de sa note (supprimez plutôt la note). Rien n’a été modifié.',
  'history.noteOrPersonGone':
    'Cette modification ne peut pas être annulée : la note ou la personne qu’elle lie a été supprimée depuis. Rien n’a été modifié.',
  'history.repositoryGone':
    'Cette modification ne peut pas être annulée : le dépôt qu’elle désigne a été supprimé depuis. Rien n’a été modifié.',
  'history.citedGone':
    'Cette modification ne peut pas être annulée : la source, ou la personne ou le couple qu’elle cite, a été supprimé depuis. Rien n’a été modifié.',
  'history.mediaLinkGone':
    'Cette modification ne peut pas être annulée : le média ou la fiche qu’il lie a été supprimé depuis. Rien n’a été modifié.',
  'history.parentGone':
    'Cette modification ne peut pas être annulée : un père ou une mère de la personne ne figure plus dans l’arbre.',
  'history.albumPersonGone':
    'Cette modification ne peut pas être annulée : la personne concernée ne figure plus dans l’arbre.',
  'history.branchAdminGone':
    'Cette modification ne peut pas être annulée : l’administrateur de branche à qui elle rend le membre n’existe plus.',
  'history.otherMemberAccount':
    'Cette modification ne peut pas être annulée : la personne a depuis un autre compte de membre.',
  'history.whatNoteLink': 'un lien de la note',
  'history.whatCitation': 'une citation de la source',
  'history.whatCitationMedia': 'un lien de média de la citation',
  'history.whatChild': 'l’enfant {name}',
  'history.whatSpouse': 'un conjoint lié à la personne',
  'history.whatImported': 'une personne importée',
  'history.whatTiedToImport': '{name}, lié à une personne importée',
  'history.whatInBranch': '{name}, dans la branche de cet administrateur de branche',
  'history.whatFactPlace': 'le lieu d’un fait réécrit',
  'history.whatPhoto': 'la photo qu’elle rétablit',
  'history.whatCover': 'la photo de couverture qu’elle rétablit',
  'history.whatImage': 'l’image qu’elle rétablit',
  'history.whatSectionImage': 'l’image de la section « {title} »',
  'history.aMember': 'Un membre',

  'gedcom.storesTooMuch':
    '{refusal} L’importation stockerait environ {size} octets, plus que {limit}.',
  'gedcom.serverImportLimit':
    'la limite de ce serveur pour une importation (GEDCOM_IMPORT_MAX_BYTES), soit {max} octets',
  'gedcom.fileSizeLimit': '{multiple} fois la taille du fichier ({max} octets)',
  'gedcom.decisionsNotJson':
    'Les décisions ne sont pas valides : envoyez un objet JSON des xrefs du fichier, chacun avec un identifiant de personne ou null.',
  'gedcom.decisionsUnknownXref': 'Le fichier ne contient aucune personne {xref}.',
  'gedcom.decisionsUnknownPerson': "La personne {id} n''est pas une personne de cette famille.",
  'gedcom.decisionsSamePerson':
    '{first} et {second} du fichier ne peuvent pas être tous deux associés à la même personne ({id}).',
  'gedcom.mergedSince':
    "Cette importation ne peut pas être annulée : des personnes de la famille avec lesquelles elle a fusionné des personnes du fichier ont été modifiées depuis. Annulez d''abord les modifications ultérieures.",
  'duplicates.notAdmin':
    'Seuls les administrateurs de la famille et des branches peuvent chercher des doublons.',
  'duplicates.samePerson': 'Une paire demande deux personnes différentes.',
  'duplicates.outsideBranch': '{name} n’est pas dans votre branche.',
  'merge.samePerson': 'Une personne ne peut pas être fusionnée avec elle-même.',
  'merge.unknownPerson': 'Cette personne n’existe pas dans cette famille.',
  'merge.otherFamily': 'Seules deux personnes de la même famille peuvent être fusionnées.',
  'merge.ancestor': '{name} ne peut pas être fusionné avec son propre ancêtre.',
  'merge.descendant': '{name} ne peut pas être fusionné avec son propre descendant.',
  'merge.mayNotMerge':
    'Vous ne pouvez pas modifier {name}, vous ne pouvez donc pas fusionner cette personne.',
  'merge.chooseFather': 'Les deux personnes ont des pères différents : choisissez celui qui reste.',
  'merge.chooseMother':
    'Les deux personnes ont des mères différentes : choisissez celle qui reste.',
  'merge.fatherAndMother':
    'La personne fusionnée serait le père de certains enfants et la mère d’autres.',
  'merge.parentGender':
    'La personne fusionnée est un parent dans l’arbre : choisissez le sexe qui convient (masculin pour un père, féminin pour une mère).',
  'merge.changedSince':
    'Cette fusion ne peut pas être annulée : les personnes réunies ont été modifiées depuis. Annulez d’abord les modifications ultérieures.',
  'merge.noteHeading': 'Valeurs non retenues lors de la fusion de {kept} et {other} :',
  'merge.noteName': 'Nom : {value}',
  'merge.noteNickName': 'Surnom : {value}',
  'merge.noteFamilyName': 'Nom de famille : {value}',
  'merge.noteBirth': 'Naissance : {value}',
  'merge.noteDeath': 'Décès : {value}',
  'merge.noteContact': 'Contact : {value}',
} satisfies Translation<typeof en>;
