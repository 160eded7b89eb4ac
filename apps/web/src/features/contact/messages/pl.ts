import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Kontakt z nami',
  writeAnother: 'Napisz kolejną wiadomość',
  formLabel: 'Kontakt z administratorami rodziny',
  intro: 'Napisz do administratorów rodziny {familyName}. Odpowiadają e-mailem.',
  yourName: 'Imię i nazwisko',
  yourEmail: 'Twój adres e-mail',
  message: 'Wiadomość',
  website: 'Strona internetowa',
  sending: 'Wysyłanie…',
  send: 'Wyślij wiadomość',
} satisfies Translation<typeof en>;
