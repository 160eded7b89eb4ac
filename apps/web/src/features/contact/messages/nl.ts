import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Contact',
  writeAnother: 'Nog een bericht schrijven',
  formLabel: 'Contact opnemen met de beheerders van de familie',
  intro: 'Schrijf de beheerders van {familyName}. Ze antwoorden per e-mail.',
  yourName: 'Je naam',
  yourEmail: 'Je e-mailadres',
  message: 'Bericht',
  website: 'Website',
  sending: 'Verzenden…',
  send: 'Bericht verzenden',
} satisfies Translation<typeof en>;
