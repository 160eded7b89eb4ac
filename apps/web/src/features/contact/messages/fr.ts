import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Nous contacter',
  writeAnother: 'Écrire un autre message',
  formLabel: 'Contacter les administrateurs de la famille',
  intro: 'Écrivez aux administrateurs de {familyName}. Ils répondent par e-mail.',
  yourName: 'Votre nom',
  yourEmail: 'Votre e-mail',
  message: 'Message',
  website: 'Site web',
  sending: 'Envoi…',
  send: 'Envoyer le message',
} satisfies Translation<typeof en>;
