import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'Prośby o powiązanie',
  loading: 'Wczytywanie próśb o powiązanie',
  incomingTitle: 'Prośby do Twojej rodziny',
  outgoingTitle: 'Prośby wysłane przez Twoją rodzinę',
  statusPending: 'Oczekuje',
  statusAccepted: 'Zaakceptowana',
  statusDeclined: 'Odrzucona',
  incoming:
    '{family} prosi o powiązanie osoby {target} z Twojej rodziny jako małżonka osoby {member} z ich rodziny.',
  outgoing:
    'Prośba do: {family} o powiązanie osoby {target} z ich rodziny jako małżonka osoby {member}.',
  askedByOn: 'Zgłoszona przez: {name}, {date}',
  askedOn: 'Zgłoszona {date}',
  askedByOnAnswered: 'Zgłoszona przez: {name}, {date}; odpowiedź {answered}',
  askedOnAnswered: 'Zgłoszona {date}; odpowiedź {answered}',
  accept: 'Zaakceptuj',
  decline: 'Odrzuć',
  cancelRequest: 'Anuluj prośbę',
  acceptLinking: 'Zaakceptuj powiązanie: {target} i {member}',
  declineLinking: 'Odrzuć powiązanie: {target} i {member}',
  cancelLinking: 'Anuluj prośbę o powiązanie: {target} i {member}',
} satisfies Translation<typeof en>;
