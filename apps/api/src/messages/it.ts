import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'request.invalidJson': 'Il corpo della richiesta non è un JSON valido.',
  'request.bodyTooLarge': 'La richiesta è troppo grande.',
  'request.unsupportedMediaType': 'Il server non accetta questo tipo di contenuto.',
  'request.emptyJsonBody': 'Il corpo della richiesta è vuoto.',
  'request.badContentLength':
    'La dimensione del corpo della richiesta non corrisponde al suo Content-Length.',
  'request.ifMatch': 'Invia la versione che hai caricato come If-Match: "{example}"',
  'members.notFound': 'Questo membro non esiste.',
  'members.notInFamily': 'Questo membro non esiste in questa famiglia.',
  'members.notInFamilyField': 'Questo membro non esiste in questa famiglia',
  'members.mayNotEdit': 'Non puoi modificare questo membro.',
  'members.notSpouse': 'Questa persona non è un coniuge del membro.',
  'tree.deleteOnlyLeaf': 'Si può eliminare solo un membro senza figli né coniugi.',
  'tree.spouseOnlyWithoutChildren':
    'Un coniuge si può rimuovere solo finché il membro non ha figli.',
  'tree.notOfFamily': 'Questa persona non fa parte di questa famiglia.',
  'tree.founderAdminOnly': 'Solo un amministratore della famiglia può aggiungere un capostipite.',
  'tree.reorderOwnBranch': 'Puoi riordinare solo i membri del tuo ramo.',
  'tree.childOrderRange': 'L’ordine tra i figli deve essere compreso tra 1 e {max}',
  'tree.hasFather': 'Questo membro ha già un padre.',
  'tree.hasMother': 'Questo membro ha già una madre.',
  'tree.chosenMemberMissing': 'Il membro scelto non esiste.',
  'tree.linkOutsideBranch': 'Non puoi collegare un membro esterno al tuo ramo.',
  'tree.otherParentSpouse': 'L’altro genitore deve essere un coniuge di questo membro',
  'tree.otherParentRequired': 'Scegli l’altro genitore del figlio',
  'tree.ownSpouse': 'Un membro non può essere il coniuge di sé stesso.',
  'tree.alreadySpouses': 'Queste due persone sono già coniugi.',
  'tree.lineSpouse':
    'Un antenato o un discendente di un membro non può essere collegato a lui come coniuge.',
  'profiles.addressTypeOnce': 'Indica ogni tipo di indirizzo una sola volta',
  'profiles.chooseState': 'Scegli una regione del paese',
  'access.inviteRefused':
    'Solo un amministratore della famiglia, o l’amministratore di ramo di questa persona, può invitarla.',
  'access.uploadRefused': 'Non puoi caricare immagini in questa famiglia.',
  'media.noSuchImage': 'Questa immagine non esiste.',
  'gallery.manageRefused': 'Non puoi gestire gli album di questa famiglia.',
  'gallery.branchRefused':
    'Un amministratore di ramo gestisce solo album e foto di persone del proprio ramo; il resto spetta all’amministratore della famiglia.',
  'gallery.noAlbum': 'Questo album non esiste.',
  'gallery.noPhoto': 'Questa foto non esiste in questo album.',
  'auth.signInLinkExpired': 'Questo link di accesso è scaduto. Accedi di nuovo.',
  'research.repositoryKeepsSources':
    'Questo deposito contiene {count} fonte/i. Scegli prima un altro deposito per loro.',
  'site.adminOnly': 'Solo un amministratore della famiglia può modificare il sito.',
  'site.noMenu': 'Questo menu non esiste in questa famiglia.',
  'site.noFamily': 'Questa famiglia non esiste.',
  'accounts.platformAdminEmail':
    'Questo indirizzo email appartiene a un amministratore della piattaforma.',
  'accounts.emailTaken': 'Questo indirizzo email è già usato da un altro account.',
  'branchAdmins.adminOnly': 'Solo un amministratore della famiglia può farlo.',
  'branchAdmins.manageAdminOnly':
    'Solo un amministratore della famiglia può gestire gli amministratori di ramo.',
  'branchAdmins.chooseBranchAdmin':
    'Scegli un amministratore di ramo attivo o invitato di questa famiglia',
  'branchAdmins.emailExists':
    'In questa famiglia esiste già un amministratore di ramo con questo indirizzo email.',
  'branchAdmins.alreadyFamilyAdmin': 'Questa persona è già amministratore di questa famiglia.',
  'branchAdmins.notFound': 'Questo amministratore di ramo non esiste in questa famiglia.',
  'branchAdmins.notAssigned': 'Questo membro non è assegnato a questo amministratore di ramo.',
  'platform.adminOnly': 'Solo un amministratore della piattaforma può farlo.',
  'platform.userExists': 'Esiste già un utente con questo indirizzo email',
  'families.invalidSubdomain': 'Sottodominio non valido',
  'families.subdomainReserved': 'Il sottodominio «{domainName}» è riservato',
  'families.subdomainTaken': 'Il sottodominio «{domainName}» è già in uso',
  'invitations.manageRefused':
    'Solo un amministratore della famiglia, o l’amministratore di ramo della loro persona, può gestire i membri.',
  'invitations.noMemberAccount': 'Questo account membro non esiste in questa famiglia.',
  'invitations.linkInvalid': 'Questo link di invito non è valido.',
  'invitations.used': 'Questo invito è già stato usato. Accedi con la tua password.',
  'invitations.expired':
    'Questo invito è scaduto. Chiedine uno nuovo all’amministratore della tua famiglia.',
  'invitations.noLongerValid': 'Questo invito non è più valido.',
  'history.noSuchChange': 'Questa modifica non esiste in questa famiglia.',
  'history.noSuchVersion': 'Questa versione non esiste',
  'history.changedBy': 'Modificato da {who}',
  'history.someone': 'Qualcuno',
  'history.staleVersion':
    '{who} ha modificato questo elemento il {at}, dopo che l’avevi aperto. Non è stato salvato nulla: ricarica per vedere le modifiche.',
  'history.newerChange':
    'Questa modifica non può essere annullata: {who} ha modificato gli stessi campi in seguito, il {at}.',
  'history.dependsOnLater':
    'Questa modifica non può essere annullata: {what}, modificato da {who} il {at}, dipende da essa. Annulla prima quello.',
  'history.dependsOn': 'Questa modifica non può essere annullata: {what} dipende da essa.',
  'history.breaksRule': 'Questa modifica non può essere annullata: {rule}',
  'history.imageGone':
    'Questa modifica non può essere annullata: {what} è stato eliminato nel frattempo. Non è stato modificato nulla.',
  'history.placeParentGone':
    'Questa modifica non può essere annullata: il luogo che lo contiene è stato eliminato nel frattempo. Non è stato modificato nulla.',
  'history.placeHasChildren':
    'Questa modifica non può essere annullata: all’interno di questo luogo ce ne sono altri; eliminali prima. Non è stato modificato nulla.',
  'history.placeTextChanged':
    'Questa modifica non può essere annullata: un testo di luogo che ha riscritto è stato modificato nel frattempo. Non è stato modificato nulla.',
  'history.placeEditedSince':
    'Questa modifica non può essere annullata: un luogo che ha rinominato o unito è stato modificato nel frattempo; annulla prima quella modifica. Non è stato modificato nulla.',
  'history.onlyNoteLink':
    'Questa modifica non può essere annullata: è l’unico collegamento della sua nota (elimina invece la nota). Non è stato modificato nulla.',
  'history.noteOrPersonGone':
    'Questa modifica non può essere annullata: la nota o la persona che collega è stata eliminata nel frattempo. Non è stato modificato nulla.',
  'history.repositoryGone':
    'Questa modifica non può essere annullata: il deposito che indica è stato eliminato nel frattempo. Non è stato modificato nulla.',
  'history.citedGone':
    'Questa modifica non può essere annullata: la fonte, o la persona o la coppia che cita, è stata eliminata nel frattempo. Non è stato modificato nulla.',
  'history.mediaLinkGone':
    'Questa modifica non può essere annullata: il file multimediale o il record che collega è stato eliminato nel frattempo. Non è stato modificato nulla.',
  'history.parentGone':
    'Questa modifica non può essere annullata: un padre o una madre della persona non è più nell’albero.',
  'history.albumPersonGone':
    'Questa modifica non può essere annullata: la persona di cui si trattava non è più nell’albero.',
  'history.branchAdminGone':
    'Questa modifica non può essere annullata: l’amministratore di ramo a cui restituisce il membro non esiste più.',
  'history.otherMemberAccount':
    'Questa modifica non può essere annullata: nel frattempo la persona ha un altro account membro.',
  'history.whatNoteLink': 'un collegamento della nota',
  'history.whatCitation': 'una citazione della fonte',
  'history.whatCitationMedia': 'un collegamento multimediale della citazione',
  'history.whatChild': 'il figlio {name}',
  'history.whatSpouse': 'un coniuge collegato alla persona',
  'history.whatImported': 'una persona importata',
  'history.whatTiedToImport': '{name}, legato a una persona importata',
  'history.whatInBranch': '{name}, nel ramo di questo amministratore di ramo',
  'history.whatFactPlace': 'il luogo di un fatto riscritto',
  'history.whatPhoto': 'la foto che ripristina',
  'history.whatCover': 'la foto di copertina che ripristina',
  'history.whatImage': 'l’immagine che ripristina',
  'history.whatSectionImage': 'l’immagine della sezione «{title}»',
  'history.aMember': 'Un membro',

  'gedcom.storesTooMuch': '{refusal} L’importazione salverebbe circa {size} byte, più di {limit}.',
  'gedcom.serverImportLimit':
    'il limite di questo server per un’importazione (GEDCOM_IMPORT_MAX_BYTES) di {max} byte',
  'gedcom.fileSizeLimit': '{multiple} volte la dimensione del file ({max} byte)',
  'gedcom.decisionsNotJson':
    'Le decisioni non sono valide: invia un oggetto JSON con gli xref del file, ciascuno con un id di persona o null.',
  'gedcom.decisionsUnknownXref': 'Il file non contiene nessuna persona {xref}.',
  'gedcom.decisionsUnknownPerson': 'La persona {id} non è una persona di questa famiglia.',
  'gedcom.decisionsSamePerson':
    '{first} e {second} del file non possono essere abbinati entrambi alla stessa persona ({id}).',
  'gedcom.mergedSince':
    'Questa importazione non può essere annullata: le persone della famiglia a cui ha unito persone del file sono state modificate da allora. Annulla prima le modifiche successive.',
  'duplicates.notAdmin':
    'Solo gli amministratori della famiglia e dei rami possono cercare duplicati.',
  'duplicates.samePerson': 'Una coppia richiede due persone diverse.',
  'duplicates.outsideBranch': '{name} non è nel tuo ramo.',
  'merge.samePerson': 'Una persona non può essere unita a sé stessa.',
  'merge.unknownPerson': 'Questa persona non esiste in questa famiglia.',
  'merge.otherFamily': 'Si possono unire solo due persone della stessa famiglia.',
  'merge.ancestor': '{name} non può essere unito a un proprio antenato.',
  'merge.descendant': '{name} non può essere unito a un proprio discendente.',
  'merge.mayNotMerge': 'Non puoi modificare {name}, quindi non puoi unirlo.',
  'merge.chooseFather': 'Le due persone hanno padri diversi: scegli quale resta.',
  'merge.chooseMother': 'Le due persone hanno madri diverse: scegli quale resta.',
  'merge.fatherAndMother': 'La persona unita sarebbe il padre di alcuni figli e la madre di altri.',
  'merge.parentGender':
    'La persona unita è un genitore nell’albero: scegli il sesso adatto (maschile per un padre, femminile per una madre).',
  'merge.changedSince':
    'Questa unione non può essere annullata: le persone unite sono state modificate in seguito. Annulla prima le modifiche successive.',
  'merge.noteHeading': 'Valori non conservati nell’unione di {kept} e {other}:',
  'merge.noteName': 'Nome: {value}',
  'merge.noteNickName': 'Soprannome: {value}',
  'merge.noteFamilyName': 'Cognome di famiglia: {value}',
  'merge.noteBirth': 'Nascita: {value}',
  'merge.noteDeath': 'Morte: {value}',
  'merge.noteContact': 'Contatto: {value}',
} satisfies Translation<typeof en>;
