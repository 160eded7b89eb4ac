import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
} satisfies Translation<typeof en>;
