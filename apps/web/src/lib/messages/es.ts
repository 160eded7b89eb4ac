import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError:
    'No se ha podido conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
} satisfies Translation<typeof en>;
