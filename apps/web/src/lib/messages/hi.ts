import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  networkError: 'सर्वर तक नहीं पहुँचा जा सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
} satisfies Translation<typeof en>;
