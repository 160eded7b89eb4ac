import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  title: 'Fale conosco',
  writeAnother: 'Escrever outra mensagem',
  formLabel: 'Falar com os administradores da família',
  intro: 'Escreva para os administradores de {familyName}. Eles respondem por e-mail.',
  yourName: 'Seu nome',
  yourEmail: 'Seu e-mail',
  message: 'Mensagem',
  website: 'Site',
  sending: 'Enviando…',
  send: 'Enviar mensagem',
} satisfies Translation<typeof en>;
