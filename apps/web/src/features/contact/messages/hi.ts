import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'हमसे संपर्क करें',
  writeAnother: 'दूसरा संदेश लिखें',
  formLabel: 'परिवार के प्रशासकों से संपर्क करें',
  intro: '{familyName} के प्रशासकों को लिखें। वे ईमेल से उत्तर देते हैं।',
  yourName: 'आपका नाम',
  yourEmail: 'आपका ईमेल',
  message: 'संदेश',
  website: 'वेबसाइट',
  sending: 'भेजा जा रहा है…',
  send: 'संदेश भेजें',
} satisfies Translation<typeof en>;
