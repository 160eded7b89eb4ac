import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  accountTooltip: 'അക്കൗണ്ട്',
  accountMenu: 'അക്കൗണ്ട് മെനു',
  myProfile: 'എന്റെ പ്രൊഫൈൽ',
  branchChanges: 'എന്റെ ശാഖയിലെ മാറ്റങ്ങൾ',
  myAccount: 'എന്റെ അക്കൗണ്ട്',
  loading: 'നിങ്ങളുടെ അക്കൗണ്ട് ലോഡ് ചെയ്യുന്നു',
  loadFailed: 'നിങ്ങളുടെ അക്കൗണ്ട് ലോഡ് ചെയ്യാനായില്ല. {message}',
  loggedInAs: '{email} ആയി ലോഗിൻ ചെയ്തിരിക്കുന്നു',
  nameTitle: 'പേര്',
  nameSaved: 'നിങ്ങളുടെ പേര് സംരക്ഷിച്ചു.',
  saveName: 'പേര് സംരക്ഷിക്കുക',
  firstName: 'പേരിന്റെ ആദ്യഭാഗം',
  lastName: 'പേരിന്റെ അവസാനഭാഗം',
  passwordTitle: 'പാസ്‌വേഡ്',
  passwordChanged: 'നിങ്ങളുടെ പാസ്‌വേഡ് മാറ്റി. നിങ്ങളുടെ മറ്റ് സെഷനുകൾ ലോഗ് ഔട്ട് ചെയ്തു.',
  changePassword: 'പാസ്‌വേഡ് മാറ്റുക',
  currentPassword: 'നിലവിലെ പാസ്‌വേഡ്',
  passwordHint: 'കുറഞ്ഞത് 12 അക്ഷരങ്ങൾ; സാധാരണമായ പാസ്‌വേഡ് പാടില്ല.',
  sessionsTitle: 'സജീവ സെഷനുകൾ',
  logOutSession: '{device} ലോഗ് ഔട്ട് ചെയ്യുക, അവസാനം ഉപയോഗിച്ചത് {when}',
  logOut: 'ലോഗ് ഔട്ട്',
  thisDevice: 'ഈ ഉപകരണം',
  lastUsed: 'അവസാനം ഉപയോഗിച്ചത്: {when}',
  logOutOthers: 'മറ്റെല്ലായിടത്തുനിന്നും ലോഗ് ഔട്ട് ചെയ്യുക',
} satisfies Translation<typeof en>;
