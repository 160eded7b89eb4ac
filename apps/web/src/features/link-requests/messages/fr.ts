import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'Demandes de lien',
  loading: 'Chargement des demandes de lien',
  incomingTitle: 'Demandes adressées à votre famille',
  outgoingTitle: 'Demandes envoyées par votre famille',
  statusPending: 'En attente',
  statusAccepted: 'Acceptée',
  statusDeclined: 'Refusée',
  incoming:
    '{family} demande à lier {target}, de votre famille, comme conjoint de {member}, de la sienne.',
  outgoing: 'Demande à {family} de lier {target}, de leur famille, comme conjoint de {member}.',
  askedByOn: 'Demandée par {name} le {date}',
  askedOn: 'Demandée le {date}',
  askedByOnAnswered: 'Demandée par {name} le {date}, réponse le {answered}',
  askedOnAnswered: 'Demandée le {date}, réponse le {answered}',
  accept: 'Accepter',
  decline: 'Refuser',
  cancelRequest: 'Annuler la demande',
  acceptLinking: 'Accepter le lien entre {target} et {member}',
  declineLinking: 'Refuser le lien entre {target} et {member}',
  cancelLinking: 'Annuler la demande de lien entre {target} et {member}',
} satisfies Translation<typeof en>;
