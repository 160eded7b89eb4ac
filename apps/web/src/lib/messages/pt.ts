import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
} satisfies Translation<typeof en>;
