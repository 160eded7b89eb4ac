import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'ലിങ്ക് അഭ്യർത്ഥനകൾ',
  loading: 'ലിങ്ക് അഭ്യർത്ഥനകൾ ലോഡ് ചെയ്യുന്നു',
  incomingTitle: 'നിങ്ങളുടെ കുടുംബത്തിനുള്ള അഭ്യർത്ഥനകൾ',
  outgoingTitle: 'നിങ്ങളുടെ കുടുംബം അയച്ച അഭ്യർത്ഥനകൾ',
  statusPending: 'കാത്തിരിക്കുന്നു',
  statusAccepted: 'സ്വീകരിച്ചു',
  statusDeclined: 'നിരസിച്ചു',
  incoming:
    'നിങ്ങളുടെ കുടുംബത്തിലെ {target} എന്നയാളെ തങ്ങളുടെ {member} എന്നയാളുടെ ജീവിതപങ്കാളിയായി ലിങ്ക് ചെയ്യാൻ {family} അഭ്യർത്ഥിക്കുന്നു.',
  outgoing:
    'അവരുടെ {target} എന്നയാളെ {member} എന്നയാളുടെ ജീവിതപങ്കാളിയായി ലിങ്ക് ചെയ്യാൻ {family}-നോട് അഭ്യർത്ഥിച്ചു.',
  askedByOn: '{name} {date}-ന് അഭ്യർത്ഥിച്ചു',
  askedOn: '{date}-ന് അഭ്യർത്ഥിച്ചു',
  askedByOnAnswered: '{name} {date}-ന് അഭ്യർത്ഥിച്ചു, {answered}-ന് മറുപടി ലഭിച്ചു',
  askedOnAnswered: '{date}-ന് അഭ്യർത്ഥിച്ചു, {answered}-ന് മറുപടി ലഭിച്ചു',
  accept: 'സ്വീകരിക്കുക',
  decline: 'നിരസിക്കുക',
  cancelRequest: 'അഭ്യർത്ഥന റദ്ദാക്കുക',
  acceptLinking: '{target}, {member} എന്നിവരെ ലിങ്ക് ചെയ്യുന്നത് സ്വീകരിക്കുക',
  declineLinking: '{target}, {member} എന്നിവരെ ലിങ്ക് ചെയ്യുന്നത് നിരസിക്കുക',
  cancelLinking: '{target}, {member} എന്നിവരെ ലിങ്ക് ചെയ്യാനുള്ള അഭ്യർത്ഥന റദ്ദാക്കുക',
} satisfies Translation<typeof en>;
