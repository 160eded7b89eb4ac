import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
} satisfies Translation<typeof en>;
