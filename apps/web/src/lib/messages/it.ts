import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
} satisfies Translation<typeof en>;
