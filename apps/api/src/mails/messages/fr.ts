import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'Bonjour {firstName},',
  'invitation.subject': 'Vous êtes invité à l’arbre généalogique {familyName}',
  'invitation.asMember':
    'Vous avez été invité à tenir votre propre profil dans l’arbre généalogique {familyName}.',
  'invitation.asFamilyAdmin':
    'Vous avez été invité en tant qu’administrateur de la famille à aider à tenir l’arbre généalogique {familyName}.',
  'invitation.asBranchAdmin':
    'Vous avez été invité en tant qu’administrateur de branche à aider à tenir l’arbre généalogique {familyName}.',
  'invitation.openToAnswer':
    'Ouvrez ce lien dans les 7 jours pour vous connecter avec votre compte existant et accepter ou refuser :',
  'invitation.openToChoosePassword':
    'Ouvrez ce lien dans les 7 jours pour choisir votre mot de passe :',
  'passwordReset.subject': 'Choisissez un nouveau mot de passe Family Tree',
  'passwordReset.asked':
    'Quelqu’un, vous sans doute, a demandé à choisir un nouveau mot de passe pour votre compte Family Tree.',
  'passwordReset.open':
    'Ouvrez ce lien dans l’heure pour le choisir (il ne fonctionne qu’une fois) :',
  'passwordReset.notYou':
    'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé.',
  'contact.subject': 'Message de {name} via le site {familyName}',
  'contact.wrote': '{sender} a écrit via la page Contact de {familyName} :',
  'contact.replyTo': 'Pour répondre, écrivez à {email}.',
} satisfies Translation<typeof en>;
