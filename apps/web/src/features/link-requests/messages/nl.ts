import type { Translation } from '@familytree/shared';
import type en from './en';

export default {
  pageTitle: 'Koppelverzoeken',
  loading: 'Koppelverzoeken laden',
  incomingTitle: 'Verzoeken aan je familie',
  outgoingTitle: 'Verzoeken die je familie heeft verstuurd',
  statusPending: 'In afwachting',
  statusAccepted: 'Geaccepteerd',
  statusDeclined: 'Afgewezen',
  incoming:
    '{family} vraagt om {target} uit je familie te koppelen als echtgenoot van {member} uit hun familie.',
  outgoing:
    '{family} gevraagd om {target} uit hun familie te koppelen als echtgenoot van {member}.',
  askedByOn: 'Aangevraagd door {name} op {date}',
  askedOn: 'Aangevraagd op {date}',
  askedByOnAnswered: 'Aangevraagd door {name} op {date}, beantwoord op {answered}',
  askedOnAnswered: 'Aangevraagd op {date}, beantwoord op {answered}',
  accept: 'Accepteren',
  decline: 'Afwijzen',
  cancelRequest: 'Verzoek annuleren',
  acceptLinking: 'Koppeling van {target} en {member} accepteren',
  declineLinking: 'Koppeling van {target} en {member} afwijzen',
  cancelLinking: 'Verzoek om {target} en {member} te koppelen annuleren',
} satisfies Translation<typeof en>;
