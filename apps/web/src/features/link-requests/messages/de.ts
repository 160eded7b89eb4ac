import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'Verknüpfungsanfragen',
  loading: 'Verknüpfungsanfragen werden geladen',
  incomingTitle: 'Anfragen an Ihre Familie',
  outgoingTitle: 'Von Ihrer Familie gesendete Anfragen',
  statusPending: 'Wartet',
  statusAccepted: 'Angenommen',
  statusDeclined: 'Abgelehnt',
  incoming:
    '{family} bittet darum, {target} aus Ihrer Familie als Ehepartner von {member} aus ihrer Familie zu verknüpfen.',
  outgoing:
    '{family} wurde gebeten, {target} aus deren Familie als Ehepartner von {member} zu verknüpfen.',
  askedByOn: 'Angefragt von {name} am {date}',
  askedOn: 'Angefragt am {date}',
  askedByOnAnswered: 'Angefragt von {name} am {date}, beantwortet am {answered}',
  askedOnAnswered: 'Angefragt am {date}, beantwortet am {answered}',
  accept: 'Annehmen',
  decline: 'Ablehnen',
  cancelRequest: 'Anfrage zurückziehen',
  acceptLinking: 'Verknüpfung von {target} und {member} annehmen',
  declineLinking: 'Verknüpfung von {target} und {member} ablehnen',
  cancelLinking: 'Anfrage zur Verknüpfung von {target} und {member} zurückziehen',
} satisfies Translation<typeof en>;
