import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError: 'Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.',
} satisfies Translation<typeof en>;
