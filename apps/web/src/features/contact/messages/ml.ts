import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'ഞങ്ങളെ ബന്ധപ്പെടുക',
  writeAnother: 'മറ്റൊരു സന്ദേശം എഴുതുക',
  formLabel: 'കുടുംബ അഡ്മിൻമാരെ ബന്ധപ്പെടുക',
  intro: '{familyName} കുടുംബത്തിന്റെ അഡ്മിൻമാർക്ക് എഴുതുക. അവർ ഇമെയിലിലൂടെ മറുപടി നൽകും.',
  yourName: 'നിങ്ങളുടെ പേര്',
  yourEmail: 'നിങ്ങളുടെ ഇമെയിൽ',
  message: 'സന്ദേശം',
  website: 'വെബ്സൈറ്റ്',
  sending: 'അയയ്ക്കുന്നു…',
  send: 'സന്ദേശം അയയ്ക്കുക',
} satisfies Translation<typeof en>;
