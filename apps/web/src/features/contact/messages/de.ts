import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Kontakt',
  writeAnother: 'Weitere Nachricht schreiben',
  formLabel: 'Die Familienverwalter kontaktieren',
  intro: 'Schreiben Sie den Verwaltern von {familyName}. Sie antworten per E-Mail.',
  yourName: 'Ihr Name',
  yourEmail: 'Ihre E-Mail-Adresse',
  message: 'Nachricht',
  website: 'Website',
  sending: 'Wird gesendet…',
  send: 'Nachricht senden',
} satisfies Translation<typeof en>;
