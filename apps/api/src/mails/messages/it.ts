import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  hello: 'Ciao {firstName},',
  'invitation.subject': 'Sei invitato all’albero genealogico {familyName}',
  'invitation.asMember':
    'Sei stato invitato a curare il tuo profilo nell’albero genealogico {familyName}.',
  'invitation.asFamilyAdmin':
    'Sei stato invitato come amministratore della famiglia per aiutare a curare l’albero genealogico {familyName}.',
  'invitation.asBranchAdmin':
    'Sei stato invitato come amministratore di ramo per aiutare a curare l’albero genealogico {familyName}.',
  'invitation.openToAnswer':
    'Apri questo link entro 7 giorni per accedere con il tuo account esistente e accettare o rifiutare:',
  'invitation.openToChoosePassword':
    'Apri questo link entro 7 giorni per scegliere la tua password:',
  'passwordReset.subject': 'Scegli una nuova password per Family Tree',
  'passwordReset.asked':
    'Qualcuno, speriamo tu, ha chiesto di scegliere una nuova password per il tuo account Family Tree.',
  'passwordReset.open': 'Apri questo link entro un’ora per sceglierla (funziona una sola volta):',
  'passwordReset.notYou':
    'Se non sei stato tu, ignora questa email: la tua password resta invariata.',
  'contact.subject': 'Messaggio di {name} dal sito {familyName}',
  'contact.wrote': '{sender} ha scritto dalla pagina Contatti di {familyName}:',
  'contact.replyTo': 'Scrivi a {email} per rispondere.',
} satisfies Translation<typeof en>;
