import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Contattaci',
  writeAnother: 'Scrivi un altro messaggio',
  formLabel: 'Contatta gli amministratori della famiglia',
  intro: 'Scrivi agli amministratori di {familyName}. Rispondono via email.',
  yourName: 'Il tuo nome',
  yourEmail: 'La tua email',
  message: 'Messaggio',
  website: 'Sito web',
  sending: 'Invio in corso…',
  send: 'Invia messaggio',
} satisfies Translation<typeof en>;
