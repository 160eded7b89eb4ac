import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'Olá, {firstName},',
  'invitation.subject': 'Você foi convidado para a árvore genealógica {familyName}',
  'invitation.asMember':
    'Você foi convidado a manter o seu próprio perfil na árvore genealógica {familyName}.',
  'invitation.asFamilyAdmin':
    'Você foi convidado como administrador da família para ajudar a manter a árvore genealógica {familyName}.',
  'invitation.asBranchAdmin':
    'Você foi convidado como administrador de ramo para ajudar a manter a árvore genealógica {familyName}.',
  'invitation.openToAnswer':
    'Abra este link em até 7 dias para fazer login com a sua conta e aceitar ou recusar:',
  'invitation.openToChoosePassword': 'Abra este link em até 7 dias para escolher a sua senha:',
  'passwordReset.subject': 'Escolha uma nova senha do Family Tree',
  'passwordReset.asked':
    'Alguém, provavelmente você, pediu para escolher uma nova senha para a sua conta do Family Tree.',
  'passwordReset.open': 'Abra este link em até uma hora para escolhê-la (ele funciona uma só vez):',
  'passwordReset.notYou': 'Se não foi você, ignore este e-mail: a sua senha continua a mesma.',
  'contact.subject': 'Mensagem de {name} pelo site {familyName}',
  'contact.wrote': '{sender} escreveu pela página Fale conosco de {familyName}:',
  'contact.replyTo': 'Para responder, escreva para {email}.',
} satisfies Translation<typeof en>;
