import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError:
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
} satisfies Translation<typeof en>;
