import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'നമസ്കാരം {firstName},',
  'invitation.subject': '{familyName} കുടുംബവൃക്ഷത്തിലേക്ക് നിങ്ങളെ ക്ഷണിച്ചിരിക്കുന്നു',
  'invitation.asMember':
    '{familyName} കുടുംബവൃക്ഷത്തിൽ നിങ്ങളുടെ സ്വന്തം പ്രൊഫൈൽ സൂക്ഷിക്കാൻ നിങ്ങളെ ക്ഷണിച്ചിരിക്കുന്നു.',
  'invitation.asFamilyAdmin':
    '{familyName} കുടുംബവൃക്ഷം സൂക്ഷിക്കാൻ സഹായിക്കുന്നതിന് കുടുംബ അഡ്മിനായി നിങ്ങളെ ക്ഷണിച്ചിരിക്കുന്നു.',
  'invitation.asBranchAdmin':
    '{familyName} കുടുംബവൃക്ഷം സൂക്ഷിക്കാൻ സഹായിക്കുന്നതിന് ശാഖാ അഡ്മിനായി നിങ്ങളെ ക്ഷണിച്ചിരിക്കുന്നു.',
  'invitation.openToAnswer':
    'നിലവിലുള്ള അക്കൗണ്ട് ഉപയോഗിച്ച് ലോഗിൻ ചെയ്ത് ക്ഷണം സ്വീകരിക്കാനോ നിരസിക്കാനോ 7 ദിവസത്തിനുള്ളിൽ ഈ ലിങ്ക് തുറക്കുക:',
  'invitation.openToChoosePassword': 'നിങ്ങളുടെ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാൻ 7 ദിവസത്തിനുള്ളിൽ ഈ ലിങ്ക് തുറക്കുക:',
  'passwordReset.subject': 'പുതിയ Family Tree പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക',
  'passwordReset.asked':
    'നിങ്ങളുടെ Family Tree അക്കൗണ്ടിന് പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാൻ ആരോ, ഒരുപക്ഷേ നിങ്ങൾ തന്നെ, ആവശ്യപ്പെട്ടു.',
  'passwordReset.open':
    'പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാൻ ഒരു മണിക്കൂറിനുള്ളിൽ ഈ ലിങ്ക് തുറക്കുക (ഇത് ഒരിക്കൽ മാത്രം പ്രവർത്തിക്കും):',
  'passwordReset.notYou': 'ഇത് നിങ്ങളല്ലെങ്കിൽ, ഈ മെയിൽ അവഗണിക്കുക: നിങ്ങളുടെ പാസ്‌വേഡ് മാറില്ല.',
  'contact.subject': '{familyName} സൈറ്റ് വഴി {name} അയച്ച സന്ദേശം',
  'contact.wrote': '{familyName}-ന്റെ ബന്ധപ്പെടുക പേജ് വഴി {sender} എഴുതി:',
  'contact.replyTo': 'മറുപടി നൽകാൻ {email} എന്ന വിലാസത്തിലേക്ക് എഴുതുക.',
} satisfies Translation<typeof en>;
