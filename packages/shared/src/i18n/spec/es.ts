import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  'login.emailRequired': 'El correo electrónico es obligatorio',
  'login.emailInvalid': 'Introduce un correo electrónico válido',
  'login.passwordRequired': 'La contraseña es obligatoria',
  'login.headerValueRequired': 'Introduce el valor',
  'login.failed': 'No se pudo iniciar sesión',
  'login.wrongCredentials': 'Correo electrónico o contraseña incorrectos',
  'login.tooManyAttempts':
    'Demasiados intentos fallidos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.',
  'login.accountBlocked': 'El administrador de la familia ha bloqueado tu cuenta.',
  'account.resetRequested':
    'Si hay una cuenta con este correo electrónico, te hemos enviado un enlace para elegir una contraseña nueva. Es válido durante una hora.',
  'account.resetLinkInvalid':
    'Este enlace para restablecer la contraseña no es válido. Solicita uno nuevo.',
  'account.resetLinkUsed':
    'Este enlace para restablecer la contraseña ya se ha usado. Solicita uno nuevo.',
  'account.resetLinkExpired':
    'Este enlace para restablecer la contraseña ha caducado. Solicita uno nuevo.',
  'account.tooManyResets':
    'Demasiadas solicitudes para restablecer la contraseña. Espera unos minutos y vuelve a intentarlo.',
  'account.currentPasswordRequired': 'Introduce tu contraseña actual',
  'account.currentPasswordWrong': 'Esta no es tu contraseña actual',
  'account.sessionNotFound': 'No tienes ninguna sesión así.',
  'account.memberAlreadyHasAccount': 'Esta persona ya tiene una cuenta de miembro.',
  'account.emailInFamily': 'Este correo electrónico ya pertenece a alguien de esta familia.',
  'password.required': 'Elige una contraseña',
  'password.tooShort': 'Usa al menos 12 caracteres',
  'password.tooLong': 'Usa como máximo 200 caracteres',
  'password.tooCommon':
    'Esta contraseña es demasiado común o sencilla. Elige una que sea más difícil de adivinar.',
  'admin.invalidCredentials': 'Credenciales de administrador no válidas',
  'relation.samePerson':
    'Elige dos personas distintas: una persona no está emparentada consigo misma.',
  'member.loadDetailsFailed': 'No se pudieron cargar los datos del usuario.',
  'member.treeLoadFailed': 'No se pudieron cargar los datos del árbol genealógico.',
  'member.relationLoadFailed': 'No se pudieron cargar los datos de búsqueda del árbol genealógico.',
  'member.saved': 'Los datos se han guardado',
  'member.deleted': 'El miembro se ha eliminado',
  'member.deleteConfirm': '¿Seguro que quieres eliminar a este miembro?',
  'member.fatherStaysMale':
    'Este miembro es el padre de un hijo del árbol: elige Masculino o Femenino, no Desconocido',
  'member.motherStaysFemale':
    'Este miembro es la madre de un hijo del árbol: elige Masculino o Femenino, no Desconocido',
  'member.parentGenderUnknown':
    'Elige Masculino o Femenino como sexo de los padres del hijo antes de añadir un hijo',
  'branchAdmin.nameRequired': 'El nombre es obligatorio',
  'branchAdmin.emailRequired': 'El correo electrónico es obligatorio',
  'branchAdmin.emailInvalid': 'Introduce un correo electrónico válido',
  'branchAdmin.removeAssignedFailed': 'No se pudo eliminar; inténtalo de nuevo más tarde',
  'branchAdmin.removeAssignedDone': 'Se ha quitado el miembro asignado',
  'branchAdmin.blockConfirm':
    '¿Seguro que quieres bloquear a este administrador de rama? Los miembros de la familia a su cargo también quedarán libres.',
  'branchAdmin.deleteNotImplemented': 'Todavía no disponible',
  'branchAdmin.ownerOnlyName': 'Solo el titular de la cuenta puede cambiar su nombre',
  'branchAdmin.ownerOnlyEmail': 'Solo el titular de la cuenta puede cambiar su correo electrónico',
  'branchAdmin.activeNeedsConsent': 'Solo el titular de la cuenta puede aceptar la invitación',
  'invitations.hasPassword':
    'Esta cuenta ya tiene contraseña. Inicia sesión para responder a la invitación.',
  'invitations.noneFromFamily': 'No tienes ninguna invitación pendiente de esta familia.',
  'invitations.accepted': 'Has aceptado la invitación.',
  'invitations.declined': 'Has rechazado la invitación.',
  'linkRequests.sent':
    'Se ha enviado una solicitud de vínculo a {familyName}. El cónyuge aparecerá cuando el administrador de esa familia la acepte.',
  'linkRequests.alreadyPending':
    'Ya hay una solicitud de vínculo entre estas dos personas esperando respuesta.',
  'linkRequests.alreadyAnswered': 'Esta solicitud de vínculo ya tiene respuesta.',
  'linkRequests.notFound': 'Esta solicitud de vínculo no existe.',
  'linkRequests.onlyTargetAdmin':
    'Solo el administrador de la otra familia puede responder a esta solicitud de vínculo.',
  'linkRequests.onlyRequestingAdmin':
    'Solo un administrador de la familia solicitante puede cancelar esta solicitud de vínculo.',
  'linkRequests.listForbidden':
    'Solo un administrador de la familia puede ver las solicitudes de vínculo de la familia.',
  'linkRequests.accepted': 'Solicitud de vínculo aceptada.',
  'linkRequests.declined': 'Solicitud de vínculo rechazada.',
  'linkRequests.cancelled': 'Solicitud de vínculo cancelada.',
  'linkRequests.loadFailed': 'No se pudieron cargar las solicitudes de vínculo.',
  'linkRequests.noneIncoming': 'No hay solicitudes de vínculo pendientes para tu familia.',
  'linkRequests.noneOutgoing': 'Tu familia no ha enviado ninguna solicitud de vínculo.',
  'content.maxFileSize': 'El tamaño máximo de archivo es de 2 MB',
  'content.onlyImages': 'Solo se permiten archivos de imagen',
  'content.tooManyPixels':
    'Las imágenes pueden tener como máximo 40 megapíxeles (por ejemplo, 8000 × 5000 píxeles)',
  'content.tooManyUploads':
    'Se han subido demasiadas imágenes en poco tiempo. Espera un minuto y vuelve a intentarlo.',
  'content.uploadsBusy':
    'El servidor está ocupado con otras imágenes. Vuelve a intentarlo en un momento.',
  'content.imageRequired': 'La imagen es obligatoria',
  'content.imageDescriptionTooLong':
    'La descripción de la imagen puede tener como máximo 1024 caracteres',
  'content.publishConfirm': '¿Seguro que quieres publicar estos contenidos en el sitio web?',
  'content.published': 'Los contenidos se han publicado en el sitio web.',
  'content.deleteConfirm': '¿Seguro que quieres eliminar este contenido?',
  'content.emptySection':
    'Esta sección está vacía: añade un título, una imagen o algún contenido, o elimínala.',
  'profile.fieldRequired': 'Este campo es obligatorio',
  'profile.phoneDigits': 'Debe tener entre 10 y 15 dígitos',
  'profile.emailInvalid': 'Introduce un correo electrónico válido',
  'profile.endBeforeStart': 'La fecha de fin debe ser posterior a la fecha de inicio',
  'profile.correctErrors': 'Corrige los errores antes de guardar.',
  'profile.basicSaved': 'Los datos básicos se han guardado.',
  'profile.addressSaved': 'La dirección y los datos de contacto se han guardado.',
  'profile.educationSaved': 'Los datos de formación y profesión se han guardado.',
  'profile.aboutSaved': 'Los datos de «Acerca de» se han guardado.',
  'profile.photoSaved': 'La foto de perfil se ha actualizado.',
  'profile.coverSaved': 'La foto de portada se ha actualizado.',
  'profile.contactForEditorsOnly':
    'Solo los administradores de la familia y el administrador de rama de este miembro ven el teléfono y el correo electrónico.',
  'profile.addressForEditorsOnly':
    'Solo los administradores de la familia y el administrador de rama de este miembro ven las direcciones.',
  'chart.loadFailed': 'No se pudo cargar el gráfico.',
  'chart.noSuchChart':
    'Este gráfico no existe. Elige una persona y un gráfico en el árbol genealógico.',
  'chart.noAncestors': 'No hay antepasados registrados para esta persona.',
  'chart.noDescendants': 'No hay hijos registrados para esta persona.',
  'chart.downloadFailed': 'No se pudo guardar el gráfico como archivo. Vuelve a intentarlo.',
  'chart.tooLargeToPrint':
    'Este gráfico es demasiado grande para imprimirlo en páginas. Elige menos generaciones o descárgalo como SVG o PNG.',
  'treeList.searchNotFound': 'Nadie en el árbol tiene este nombre.',
  'notFound.title': '404 - Página no encontrada',
  'notFound.body': 'La página que buscas no existe.',
  'notFound.family': 'Ninguna familia tiene esta dirección.',
  'input.invalidId': 'Este identificador no es válido.',
  'input.controlCharacters': 'Quita de este campo los caracteres de control invisibles.',
  'input.brokenCharacters': 'Este campo contiene caracteres dañados.',
  'input.directionControls':
    'Los nombres no pueden contener caracteres de control de la dirección del texto.',
  'input.unknownField': 'Este campo no forma parte de esta solicitud.',
  'input.nestedTooDeep': 'Esta solicitud anida listas u objetos en más de 32 niveles.',
  'input.tooManyValues': 'Esta solicitud contiene más de 20 000 valores.',
  'input.richTextTooDeep': 'Este texto anida su formato en más de 32 niveles.',
  'gedcom.notGedcom': 'Este archivo no es un archivo GEDCOM',
  'gedcom.fileRequired': 'Elige un archivo GEDCOM (.ged) para importar.',
  'gedcom.tooLarge': 'Un archivo GEDCOM puede ocupar como máximo 200 MB.',
  'gedcom.familyNotEmpty':
    'Esta familia ya tiene miembros. Un archivo GEDCOM solo se puede importar en una familia sin miembros.',
  'gedcom.unknownFounder':
    'Esta persona no es uno de los posibles fundadores del archivo (personas sin padres).',
  'gedcom.adminOnly':
    'Solo un administrador de la familia puede importar o exportar toda la familia.',
  'gedcom.branchOnly': 'Un administrador de rama solo puede exportar su propia rama.',
  'gedcom.jobNotFound': 'Esta importación no existe.',
  'gedcom.restarted':
    'El servidor se reinició durante la importación; no se importó nada. Vuelve a iniciarla.',
  'gedcom.failed': 'La importación falló; no se importó nada.',
  'gedcom.tooMuchStored': 'Este archivo no se puede importar: ocuparía demasiado espacio.',
  'gedcom.zipBroken': 'No se puede leer este archivo zip.',
  'gedcom.zipNoGedcom': 'Este zip no contiene gedcom.ged: no es un GEDZIP.',
  'gedcom.zipUnsafePath':
    'Este zip nombra un archivo fuera de sí mismo (una ruta con «..» o una ruta absoluta).',
  'gedcom.zipTooLarge':
    'Este zip es demasiado grande una vez descomprimido (como máximo 20 000 archivos y 2 GB, ningún archivo comprimido más de 100 veces).',
  'gedcom.zipMediaType':
    'Este zip contiene un archivo multimedia que no es ni una imagen (JPEG, PNG, GIF, WebP) ni un PDF.',
  'gedcom.zipMediaTooLarge':
    'Un archivo multimedia de este zip es demasiado grande (imágenes 2 MB, PDF 10 MB).',
  'gedcom.zipIsSeven':
    'Un GEDZIP (zip con archivos multimedia) es GEDCOM 7.0: expórtalo con la versión 7.',
  'common.invalidInput': 'Algunos campos no son válidos.',
  'common.unauthenticated': 'Inicia sesión para continuar.',
  'common.forbidden': 'No tienes permiso para hacer esto.',
  'common.notFound': 'No encontrado.',
  'common.serverError': 'Algo ha fallado por nuestra parte. Vuelve a intentarlo.',
  'common.concurrentEdit':
    'Otra persona estaba modificando los mismos miembros en este momento. Vuelve a intentarlo.',
} satisfies Translation<typeof en>;
