import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'Richieste di collegamento',
  loading: 'Caricamento delle richieste di collegamento',
  incomingTitle: 'Richieste alla tua famiglia',
  outgoingTitle: 'Richieste inviate dalla tua famiglia',
  statusPending: 'In attesa',
  statusAccepted: 'Accettata',
  statusDeclined: 'Rifiutata',
  incoming:
    '{family} chiede di collegare {target} della tua famiglia come coniuge di {member} della loro.',
  outgoing:
    'Chiesto a {family} di collegare {target} della loro famiglia come coniuge di {member}.',
  askedByOn: 'Richiesta da {name} il {date}',
  askedOn: 'Richiesta il {date}',
  askedByOnAnswered: 'Richiesta da {name} il {date}, con risposta il {answered}',
  askedOnAnswered: 'Richiesta il {date}, con risposta il {answered}',
  accept: 'Accetta',
  decline: 'Rifiuta',
  cancelRequest: 'Annulla richiesta',
  acceptLinking: 'Accetta il collegamento di {target} e {member}',
  declineLinking: 'Rifiuta il collegamento di {target} e {member}',
  cancelLinking: 'Annulla la richiesta di collegare {target} e {member}',
} satisfies Translation<typeof en>;
