import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError: 'സെർവറുമായി ബന്ധപ്പെടാനായില്ല. നിങ്ങളുടെ കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.',
} satisfies Translation<typeof en>;
