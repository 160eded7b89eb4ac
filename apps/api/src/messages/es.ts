import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'request.invalidJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'request.bodyTooLarge': 'La solicitud es demasiado grande.',
  'request.unsupportedMediaType': 'El servidor no acepta este tipo de contenido.',
  'request.emptyJsonBody': 'El cuerpo de la solicitud está vacío.',
  'request.badContentLength':
    'El tamaño del cuerpo de la solicitud no coincide con su Content-Length.',
  'request.ifMatch': 'Envía la versión que cargaste como If-Match: "{example}"',
  'members.notFound': 'Ese miembro no existe.',
  'members.notInFamily': 'Ese miembro no existe en esta familia.',
  'members.notInFamilyField': 'Ese miembro no existe en esta familia',
  'members.mayNotEdit': 'No puedes editar a este miembro.',
  'members.notSpouse': 'Esta persona no es cónyuge del miembro.',
  'tree.deleteOnlyLeaf': 'Solo se puede eliminar a un miembro sin hijos ni cónyuges.',
  'tree.spouseOnlyWithoutChildren':
    'Un cónyuge solo se puede quitar mientras el miembro no tenga hijos.',
  'tree.notOfFamily': 'Esta persona no forma parte de esta familia.',
  'tree.founderAdminOnly': 'Solo un administrador de la familia puede añadir un fundador.',
  'tree.reorderOwnBranch': 'Solo puedes reordenar a los miembros de tu rama.',
  'tree.childOrderRange': 'El orden entre los hijos debe estar entre 1 y {max}',
  'tree.hasFather': 'Este miembro ya tiene padre.',
  'tree.hasMother': 'Este miembro ya tiene madre.',
  'tree.chosenMemberMissing': 'El miembro elegido no existe.',
  'tree.linkOutsideBranch': 'No puedes vincular a un miembro de fuera de tu rama.',
  'tree.otherParentSpouse': 'El otro progenitor debe ser cónyuge de este miembro',
  'tree.otherParentRequired': 'Elige al otro progenitor del hijo',
  'tree.ownSpouse': 'Un miembro no puede ser su propio cónyuge.',
  'tree.alreadySpouses': 'Estas dos personas ya son cónyuges.',
  'tree.lineSpouse':
    'Un antepasado o descendiente de un miembro no puede vincularse como su cónyuge.',
  'profiles.addressTypeOnce': 'Indica cada tipo de dirección una sola vez',
  'profiles.chooseState': 'Elige una provincia o región del país',
  'access.inviteRefused':
    'Solo un administrador de la familia, o el administrador de rama de esta persona, puede invitarla.',
  'access.uploadRefused': 'No puedes subir imágenes a esta familia.',
  'media.noSuchImage': 'Esa imagen no existe.',
  'gallery.manageRefused': 'No puedes gestionar los álbumes de esta familia.',
  'gallery.branchRefused':
    'Un administrador de rama solo gestiona los álbumes y las fotos de personas de su rama; el resto corresponde al administrador de la familia.',
  'gallery.noAlbum': 'Ese álbum no existe.',
  'gallery.noPhoto': 'Esa foto no existe en este álbum.',
  'auth.signInLinkExpired': 'Este enlace de inicio de sesión ha caducado. Vuelve a iniciar sesión.',
  'research.repositoryKeepsSources':
    'Este repositorio contiene {count} fuente(s). Elige antes otro repositorio para ellas.',
  'site.adminOnly': 'Solo un administrador de la familia puede cambiar el sitio web.',
  'site.noMenu': 'Ese menú no existe en esta familia.',
  'site.noFamily': 'Esa familia no existe.',
  'accounts.platformAdminEmail':
    'Este correo electrónico pertenece a un administrador de la plataforma.',
  'accounts.emailTaken': 'Este correo electrónico ya lo usa otra cuenta.',
  'branchAdmins.adminOnly': 'Solo un administrador de la familia puede hacer esto.',
  'branchAdmins.manageAdminOnly':
    'Solo un administrador de la familia puede gestionar a los administradores de rama.',
  'branchAdmins.chooseBranchAdmin':
    'Elige un administrador de rama activo o invitado de esta familia',
  'branchAdmins.emailExists':
    'Ya existe en esta familia un administrador de rama con este correo electrónico.',
  'branchAdmins.alreadyFamilyAdmin': 'Esta persona ya es administrador de esta familia.',
  'branchAdmins.notFound': 'Ese administrador de rama no existe en esta familia.',
  'branchAdmins.notAssigned': 'Este miembro no está asignado a este administrador de rama.',
  'platform.adminOnly': 'Solo un administrador de la plataforma puede hacer esto.',
  'platform.userExists': 'Ya existe un usuario con este correo electrónico',
  'families.invalidSubdomain': 'Subdominio no válido',
  'families.subdomainReserved': 'El subdominio «{domainName}» está reservado',
  'families.subdomainTaken': 'El subdominio «{domainName}» ya está ocupado',
  'invitations.manageRefused':
    'Solo un administrador de la familia, o el administrador de rama de su persona, puede gestionar a los miembros.',
  'invitations.noMemberAccount': 'Esa cuenta de miembro no existe en esta familia.',
  'invitations.linkInvalid': 'Este enlace de invitación no es válido.',
  'invitations.used': 'Esta invitación ya se ha usado. Inicia sesión con tu contraseña.',
  'invitations.expired':
    'Esta invitación ha caducado. Pide una nueva al administrador de tu familia.',
  'invitations.noLongerValid': 'Esta invitación ya no es válida.',
  'history.noSuchChange': 'Ese cambio no existe en esta familia.',
  'history.noSuchVersion': 'Esa versión no existe',
  'history.changedBy': 'Cambiado por {who}',
  'history.someone': 'Alguien',
  'history.staleVersion':
    '{who} cambió esto el {at}, después de que lo abrieras. No se ha guardado nada: recarga para ver sus cambios.',
  'history.newerChange':
    'Este cambio no se puede revertir: {who} cambió los mismos campos más tarde, el {at}.',
  'history.dependsOnLater':
    'Este cambio no se puede revertir: {what}, cambiado por {who} el {at}, depende de él. Revierte eso primero.',
  'history.dependsOn': 'Este cambio no se puede revertir: {what} depende de él.',
  'history.breaksRule': 'Este cambio no se puede revertir: {rule}',
  'history.imageGone':
    'Este cambio no se puede revertir: {what} se ha eliminado desde entonces. No se ha cambiado nada.',
  'history.placeParentGone':
    'Este cambio no se puede revertir: el lugar que lo contiene se ha eliminado desde entonces. No se ha cambiado nada.',
  'history.placeHasChildren':
    'Este cambio no se puede revertir: hay lugares dentro de este; elimínalos primero. No se ha cambiado nada.',
  'history.placeTextChanged':
    'Este cambio no se puede revertir: un texto de lugar que reescribió ha cambiado desde entonces. No se ha cambiado nada.',
  'history.placeEditedSince':
    'Este cambio no se puede revertir: un lugar que renombró o fusionó se ha editado desde entonces; revierte primero ese cambio. No se ha cambiado nada.',
  'history.onlyNoteLink':
    'Este cambio no se puede revertir: es el único vínculo de su nota (elimina la nota en su lugar). No se ha cambiado nada.',
  'history.noteOrPersonGone':
    'Este cambio no se puede revertir: la nota o la persona que vincula se ha eliminado desde entonces. No se ha cambiado nada.',
  'history.repositoryGone':
    'Este cambio no se puede revertir: el repositorio que indica se ha eliminado desde entonces. No se ha cambiado nada.',
  'history.citedGone':
    'Este cambio no se puede revertir: la fuente, o la persona o pareja que cita, se ha eliminado desde entonces. No se ha cambiado nada.',
  'history.mediaLinkGone':
    'Este cambio no se puede revertir: el archivo multimedia o el registro que vincula se ha eliminado desde entonces. No se ha cambiado nada.',
  'history.parentGone':
    'Este cambio no se puede revertir: un padre o una madre que tenía ya no está en el árbol.',
  'history.albumPersonGone':
    'Este cambio no se puede revertir: la persona de la que trataba ya no está en el árbol.',
  'history.branchAdminGone':
    'Este cambio no se puede revertir: el administrador de rama al que devuelve el miembro ya no existe.',
  'history.otherMemberAccount':
    'Este cambio no se puede revertir: la persona tiene desde entonces otra cuenta de miembro.',
  'history.whatNoteLink': 'un vínculo de la nota',
  'history.whatCitation': 'una cita de la fuente',
  'history.whatCitationMedia': 'un vínculo multimedia de la cita',
  'history.whatChild': 'el hijo {name}',
  'history.whatSpouse': 'un cónyuge vinculado a la persona',
  'history.whatImported': 'una persona importada',
  'history.whatTiedToImport': '{name}, vinculado a una persona importada',
  'history.whatInBranch': '{name}, en la rama de este administrador de rama',
  'history.whatFactPlace': 'el lugar de un hecho reescrito',
  'history.whatPhoto': 'la foto que recupera',
  'history.whatCover': 'la foto de portada que recupera',
  'history.whatImage': 'la imagen que recupera',
  'history.whatSectionImage': 'la imagen de la sección «{title}»',
  'history.aMember': 'Un miembro',

  'gedcom.storesTooMuch':
    '{refusal} La importación almacenaría unos {size} bytes, más que {limit}.',
  'gedcom.serverImportLimit':
    'el límite de este servidor para una importación (GEDCOM_IMPORT_MAX_BYTES) de {max} bytes',
  'gedcom.fileSizeLimit': '{multiple} veces el tamaño del archivo ({max} bytes)',
  'gedcom.decisionsNotJson':
    'Las decisiones no son válidas: envíe un objeto JSON con los xrefs del archivo, cada uno con un id de persona o null.',
  'gedcom.decisionsUnknownXref': 'El archivo no tiene ninguna persona {xref}.',
  'gedcom.decisionsUnknownPerson': 'La persona {id} no es una persona de esta familia.',
  'gedcom.decisionsSamePerson':
    '{first} y {second} del archivo no pueden asociarse ambos con la misma persona ({id}).',
  'gedcom.mergedSince':
    'Esta importación no se puede revertir: las personas de la familia con las que fusionó personas del archivo se han modificado desde entonces. Revierta primero los cambios posteriores.',
  'duplicates.notAdmin':
    'Solo los administradores de la familia y de ramas pueden buscar duplicados.',
  'duplicates.samePerson': 'Un par necesita dos personas distintas.',
  'duplicates.outsideBranch': '{name} no está en su rama.',
  'merge.samePerson': 'Una persona no se puede fusionar consigo misma.',
  'merge.unknownPerson': 'Esa persona no existe en esta familia.',
  'merge.otherFamily': 'Solo se pueden fusionar dos personas de la misma familia.',
  'merge.ancestor': '{name} no se puede fusionar con su propio antepasado.',
  'merge.descendant': '{name} no se puede fusionar con su propio descendiente.',
  'merge.mayNotMerge': 'No puede editar a {name}, así que no puede fusionarlo.',
  'merge.chooseFather': 'Las dos personas tienen padres distintos: elija cuál se queda.',
  'merge.chooseMother': 'Las dos personas tienen madres distintas: elija cuál se queda.',
  'merge.fatherAndMother': 'La persona fusionada sería el padre de unos hijos y la madre de otros.',
  'merge.parentGender':
    'La persona fusionada es madre o padre en el árbol: elija el sexo adecuado (masculino para un padre, femenino para una madre).',
  'merge.changedSince':
    'Esta fusión no se puede deshacer: las personas que unió han cambiado desde entonces. Deshaga primero los cambios posteriores.',
  'merge.noteHeading': 'Valores no conservados al fusionar a {kept} y {other}:',
  'merge.noteName': 'Nombre: {value}',
  'merge.noteNickName': 'Apodo: {value}',
  'merge.noteFamilyName': 'Apellido de familia: {value}',
  'merge.noteBirth': 'Nacimiento: {value}',
  'merge.noteDeath': 'Fallecimiento: {value}',
  'merge.noteContact': 'Contacto: {value}',
} satisfies Translation<typeof en>;
