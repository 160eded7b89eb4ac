import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'Witaj, {firstName}!',
  'invitation.subject': 'Zaproszenie do drzewa genealogicznego {familyName}',
  'invitation.asMember':
    'Zaproszono Cię do prowadzenia własnego profilu w drzewie genealogicznym {familyName}.',
  'invitation.asFamilyAdmin':
    'Zaproszono Cię jako administratora rodziny do pomocy w prowadzeniu drzewa genealogicznego {familyName}.',
  'invitation.asBranchAdmin':
    'Zaproszono Cię jako administratora gałęzi do pomocy w prowadzeniu drzewa genealogicznego {familyName}.',
  'invitation.openToAnswer':
    'Otwórz ten link w ciągu 7 dni, aby zalogować się na swoje konto i przyjąć lub odrzucić zaproszenie:',
  'invitation.openToChoosePassword': 'Otwórz ten link w ciągu 7 dni, aby ustawić hasło:',
  'passwordReset.subject': 'Ustaw nowe hasło do Family Tree',
  'passwordReset.asked':
    'Ktoś, miejmy nadzieję, że Ty, poprosił o ustawienie nowego hasła do Twojego konta Family Tree.',
  'passwordReset.open': 'Otwórz ten link w ciągu godziny, aby je ustawić (działa tylko raz):',
  'passwordReset.notYou':
    'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
  'contact.subject': 'Wiadomość od {name} przez witrynę {familyName}',
  'contact.wrote': '{sender} napisał(a) przez stronę kontaktową {familyName}:',
  'contact.replyTo': 'Aby odpowiedzieć, napisz na adres {email}.',
} satisfies Translation<typeof en>;
