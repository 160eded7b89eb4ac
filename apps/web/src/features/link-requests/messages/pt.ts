import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'Pedidos de ligação',
  loading: 'Carregando pedidos de ligação',
  incomingTitle: 'Pedidos para sua família',
  outgoingTitle: 'Pedidos enviados pela sua família',
  statusPending: 'Aguardando',
  statusAccepted: 'Aceito',
  statusDeclined: 'Recusado',
  incoming:
    '{family} pede para ligar {target}, da sua família, como cônjuge de {member}, da família deles.',
  outgoing: 'Pedido a {family} para ligar {target}, da família deles, como cônjuge de {member}.',
  askedByOn: 'Pedido por {name} em {date}',
  askedOn: 'Pedido em {date}',
  askedByOnAnswered: 'Pedido por {name} em {date}, respondido em {answered}',
  askedOnAnswered: 'Pedido em {date}, respondido em {answered}',
  accept: 'Aceitar',
  decline: 'Recusar',
  cancelRequest: 'Cancelar pedido',
  acceptLinking: 'Aceitar a ligação entre {target} e {member}',
  declineLinking: 'Recusar a ligação entre {target} e {member}',
  cancelLinking: 'Cancelar o pedido de ligação entre {target} e {member}',
} satisfies Translation<typeof en>;
