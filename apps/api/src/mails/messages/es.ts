import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'Hola, {firstName}:',
  'invitation.subject': 'Te han invitado al árbol genealógico {familyName}',
  'invitation.asMember':
    'Te han invitado a mantener tu propio perfil en el árbol genealógico {familyName}.',
  'invitation.asFamilyAdmin':
    'Te han invitado como administrador de la familia para ayudar a mantener el árbol genealógico {familyName}.',
  'invitation.asBranchAdmin':
    'Te han invitado como administrador de rama para ayudar a mantener el árbol genealógico {familyName}.',
  'invitation.openToAnswer':
    'Abre este enlace en un plazo de 7 días para iniciar sesión con tu cuenta y aceptar o rechazar:',
  'invitation.openToChoosePassword':
    'Abre este enlace en un plazo de 7 días para elegir tu contraseña:',
  'passwordReset.subject': 'Elige una nueva contraseña de Family Tree',
  'passwordReset.asked':
    'Alguien, esperamos que tú, ha pedido elegir una nueva contraseña para tu cuenta de Family Tree.',
  'passwordReset.open': 'Abre este enlace antes de una hora para elegirla (solo funciona una vez):',
  'passwordReset.notYou': 'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
  'contact.subject': 'Mensaje de {name} a través del sitio {familyName}',
  'contact.wrote': '{sender} ha escrito a través de la página de contacto de {familyName}:',
  'contact.replyTo': 'Para contestar, escribe a {email}.',
} satisfies Translation<typeof en>;
