import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'Hallo {firstName},',
  'invitation.subject': 'Je bent uitgenodigd voor de stamboom {familyName}',
  'invitation.asMember':
    'Je bent uitgenodigd om je eigen profiel bij te houden in de stamboom {familyName}.',
  'invitation.asFamilyAdmin':
    'Je bent als familiebeheerder uitgenodigd om te helpen de stamboom {familyName} bij te houden.',
  'invitation.asBranchAdmin':
    'Je bent als takbeheerder uitgenodigd om te helpen de stamboom {familyName} bij te houden.',
  'invitation.openToAnswer':
    'Open deze link binnen 7 dagen om in te loggen met je bestaande account en te accepteren of af te wijzen:',
  'invitation.openToChoosePassword': 'Open deze link binnen 7 dagen om je wachtwoord te kiezen:',
  'passwordReset.subject': 'Kies een nieuw wachtwoord voor Family Tree',
  'passwordReset.asked':
    'Iemand, hopelijk jij, heeft gevraagd een nieuw wachtwoord te kiezen voor je Family Tree-account.',
  'passwordReset.open': 'Open deze link binnen een uur om het te kiezen (hij werkt één keer):',
  'passwordReset.notYou':
    'Was jij dit niet? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.',
  'contact.subject': 'Bericht van {name} via de website van {familyName}',
  'contact.wrote': '{sender} schreef via de contactpagina van {familyName}:',
  'contact.replyTo': 'Stuur een e-mail naar {email} om te reageren.',
} satisfies Translation<typeof en>;
