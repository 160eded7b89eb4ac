import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'Solicitudes de vínculo',
  loading: 'Cargando solicitudes de vínculo',
  incomingTitle: 'Solicitudes a tu familia',
  outgoingTitle: 'Solicitudes enviadas por tu familia',
  statusPending: 'En espera',
  statusAccepted: 'Aceptada',
  statusDeclined: 'Rechazada',
  incoming:
    '{family} pide vincular a {target}, de tu familia, como cónyuge de {member}, de la suya.',
  outgoing: 'Se pidió a {family} vincular a {target}, de su familia, como cónyuge de {member}.',
  askedByOn: 'Solicitada por {name} el {date}',
  askedOn: 'Solicitada el {date}',
  askedByOnAnswered: 'Solicitada por {name} el {date}, respondida el {answered}',
  askedOnAnswered: 'Solicitada el {date}, respondida el {answered}',
  accept: 'Aceptar',
  decline: 'Rechazar',
  cancelRequest: 'Cancelar solicitud',
  acceptLinking: 'Aceptar el vínculo entre {target} y {member}',
  declineLinking: 'Rechazar el vínculo entre {target} y {member}',
  cancelLinking: 'Cancelar la solicitud de vínculo entre {target} y {member}',
} satisfies Translation<typeof en>;
