import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'Hallo {firstName},',
  'invitation.subject': 'Sie sind zum Stammbaum {familyName} eingeladen',
  'invitation.asMember':
    'Sie wurden eingeladen, Ihr eigenes Profil im Stammbaum {familyName} zu pflegen.',
  'invitation.asFamilyAdmin':
    'Sie wurden als Familienverwalter eingeladen, um beim Pflegen des Stammbaums {familyName} zu helfen.',
  'invitation.asBranchAdmin':
    'Sie wurden als Zweigverwalter eingeladen, um beim Pflegen des Stammbaums {familyName} zu helfen.',
  'invitation.openToAnswer':
    'Öffnen Sie diesen Link innerhalb von 7 Tagen, um sich mit Ihrem bestehenden Konto anzumelden und die Einladung anzunehmen oder abzulehnen:',
  'invitation.openToChoosePassword':
    'Öffnen Sie diesen Link innerhalb von 7 Tagen, um Ihr Passwort festzulegen:',
  'passwordReset.subject': 'Neues Passwort für Family Tree festlegen',
  'passwordReset.asked':
    'Jemand, hoffentlich Sie, möchte ein neues Passwort für Ihr Family-Tree-Konto festlegen.',
  'passwordReset.open':
    'Öffnen Sie diesen Link innerhalb einer Stunde, um es festzulegen (er funktioniert nur einmal):',
  'passwordReset.notYou':
    'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  'contact.subject': 'Nachricht von {name} über die Website {familyName}',
  'contact.wrote': '{sender} hat über die Kontaktseite von {familyName} geschrieben:',
  'contact.replyTo': 'Schreiben Sie an {email}, um zu antworten.',
} satisfies Translation<typeof en>;
