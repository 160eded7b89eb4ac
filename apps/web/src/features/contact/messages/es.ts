import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Contáctenos',
  writeAnother: 'Escribir otro mensaje',
  formLabel: 'Contactar con los administradores de la familia',
  intro: 'Escribe a los administradores de {familyName}. Responden por correo electrónico.',
  yourName: 'Tu nombre',
  yourEmail: 'Tu correo electrónico',
  message: 'Mensaje',
  website: 'Sitio web',
  sending: 'Enviando…',
  send: 'Enviar mensaje',
} satisfies Translation<typeof en>;
