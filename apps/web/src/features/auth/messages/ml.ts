import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  loginButton: 'ലോഗിൻ',
  signIn: 'ലോഗിൻ ചെയ്യുക',
  email: 'ഇമെയിൽ',
  password: 'പാസ്‌വേഡ്',
  logIn: 'ലോഗിൻ ചെയ്യുക',
  loginForm: 'ലോഗിൻ',
  forgottenPassword: 'പാസ്‌വേഡ് മറന്നോ?',
  resetPasswordForm: 'പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യുക',
  resetIntro:
    'നിങ്ങൾ ലോഗിൻ ചെയ്യുന്ന ഇമെയിൽ നൽകുക. പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാനുള്ള ലിങ്ക് ഞങ്ങൾ നിങ്ങൾക്ക് ഇമെയിൽ ചെയ്യും.',
  close: 'അടയ്ക്കുക',
  sendLink: 'ലിങ്ക് അയയ്ക്കുക',
  loginTitle: 'ലോഗിൻ',
  yourInvitations: 'നിങ്ങളുടെ ക്ഷണങ്ങൾ',
  logInToFamily: 'നിങ്ങളുടെ കുടുംബത്തിലേക്ക് ലോഗിൻ ചെയ്യുക',
  loginIntro: 'നിങ്ങളുടെ കുടുംബവൃക്ഷം കാണുക, പ്രൊഫൈൽ കാലികമായി സൂക്ഷിക്കുക, നിങ്ങൾ തമ്മിലുള്ള ബന്ധം കണ്ടെത്തുക.',
  chooseNewPassword: 'പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക',
  backToLogin: 'ലോഗിനിലേക്ക് മടങ്ങുക',
  newPasswordHint:
    'കുറഞ്ഞത് 12 അക്ഷരങ്ങൾ; സാധാരണമായ പാസ്‌വേഡ് പാടില്ല. നിങ്ങളുടെ മറ്റ് സെഷനുകൾ ലോഗ് ഔട്ട് ചെയ്യപ്പെടും.',
  savePassword: 'പാസ്‌വേഡ് സംരക്ഷിക്കുക',
  redirectingToLogin: 'ലോഗിനിലേക്ക് കൊണ്ടുപോകുന്നു',
  noFamilyYet: 'നിങ്ങളുടെ അക്കൗണ്ട് ഇതുവരെ ഒരു കുടുംബത്തിലും അംഗമല്ല.',
} satisfies Translation<typeof en>;
