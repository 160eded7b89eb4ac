import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  'login.emailRequired': 'L’indirizzo email è obbligatorio',
  'login.emailInvalid': 'Inserisci un indirizzo email valido',
  'login.passwordRequired': 'La password è obbligatoria',
  'login.headerValueRequired': 'Inserisci il valore',
  'login.failed': 'Accesso non riuscito',
  'login.wrongCredentials': 'Email o password non validi',
  'login.tooManyAttempts':
    'Troppi tentativi di accesso non riusciti. Attendi qualche minuto e riprova.',
  'login.accountBlocked': 'Il tuo account è stato bloccato dall’amministratore della famiglia.',
  'account.resetRequested':
    'Se un account usa questo indirizzo email, è in arrivo un link per scegliere una nuova password. È valido per un’ora.',
  'account.resetLinkInvalid':
    'Questo link per reimpostare la password non è valido. Richiedine uno nuovo.',
  'account.resetLinkUsed':
    'Questo link per reimpostare la password è già stato usato. Richiedine uno nuovo.',
  'account.resetLinkExpired':
    'Questo link per reimpostare la password è scaduto. Richiedine uno nuovo.',
  'account.tooManyResets':
    'Troppe richieste di reimpostazione della password. Attendi qualche minuto e riprova.',
  'account.currentPasswordRequired': 'Inserisci la password attuale',
  'account.currentPasswordWrong': 'Questa non è la tua password attuale',
  'account.sessionNotFound': 'Non hai nessuna sessione di questo tipo.',
  'account.memberAlreadyHasAccount': 'Questa persona ha già un account membro.',
  'account.emailInFamily': 'Questo indirizzo email appartiene già a qualcuno di questa famiglia.',
  'password.required': 'Scegli una password',
  'password.tooShort': 'Usa almeno 12 caratteri',
  'password.tooLong': 'Usa al massimo 200 caratteri',
  'password.tooCommon':
    'Questa password è troppo comune o troppo semplice. Scegline una più difficile da indovinare.',
  'admin.invalidCredentials': 'Credenziali di amministratore non valide',
  'relation.samePerson': 'Scegli due persone diverse: una persona non è imparentata con sé stessa.',
  'member.loadDetailsFailed': 'Impossibile caricare i dati dell’utente.',
  'member.treeLoadFailed': 'Impossibile caricare i dati dell’albero genealogico.',
  'member.relationLoadFailed': 'Impossibile caricare i dati di ricerca dell’albero genealogico.',
  'member.saved': 'I dati sono stati salvati',
  'member.deleted': 'Il membro è stato eliminato',
  'member.deleteConfirm': 'Vuoi davvero eliminare questo membro?',
  'member.fatherStaysMale':
    'Questo membro è il padre di un figlio nell’albero: scegli Maschio o Femmina, non Sconosciuto',
  'member.motherStaysFemale':
    'Questo membro è la madre di un figlio nell’albero: scegli Maschio o Femmina, non Sconosciuto',
  'member.parentGenderUnknown':
    'Scegli Maschio o Femmina come sesso dei genitori del figlio prima di aggiungere un figlio',
  'branchAdmin.nameRequired': 'Il nome è obbligatorio',
  'branchAdmin.emailRequired': 'L’indirizzo email è obbligatorio',
  'branchAdmin.emailInvalid': 'Inserisci un indirizzo email valido',
  'branchAdmin.removeAssignedFailed': 'Eliminazione non riuscita, riprova più tardi',
  'branchAdmin.removeAssignedDone': 'Il membro assegnato è stato rimosso',
  'branchAdmin.blockConfirm':
    'Vuoi davvero bloccare questo amministratore di ramo? Anche i membri della famiglia sotto di lui saranno liberi.',
  'branchAdmin.deleteNotImplemented': 'Non ancora disponibile',
  'branchAdmin.ownerOnlyName': 'Solo il titolare dell’account può cambiare il proprio nome',
  'branchAdmin.ownerOnlyEmail':
    'Solo il titolare dell’account può cambiare il proprio indirizzo email',
  'branchAdmin.activeNeedsConsent': 'Solo il titolare dell’account può accettare l’invito',
  'invitations.hasPassword':
    'Questo account ha già una password. Accedi per rispondere all’invito.',
  'invitations.noneFromFamily': 'Non hai inviti in sospeso da questa famiglia.',
  'invitations.accepted': 'Hai accettato l’invito.',
  'invitations.declined': 'Hai rifiutato l’invito.',
  'linkRequests.sent':
    'È stata inviata una richiesta di collegamento a {familyName}. Il coniuge comparirà quando l’amministratore di quella famiglia l’avrà accettata.',
  'linkRequests.alreadyPending':
    'Una richiesta di collegamento tra queste due persone è già in attesa di risposta.',
  'linkRequests.alreadyAnswered': 'Questa richiesta di collegamento ha già ricevuto risposta.',
  'linkRequests.notFound': 'Questa richiesta di collegamento non esiste.',
  'linkRequests.onlyTargetAdmin':
    'Solo l’amministratore dell’altra famiglia può rispondere a questa richiesta di collegamento.',
  'linkRequests.onlyRequestingAdmin':
    'Solo un amministratore della famiglia richiedente può annullare questa richiesta di collegamento.',
  'linkRequests.listForbidden':
    'Solo un amministratore della famiglia può vedere le richieste di collegamento della famiglia.',
  'linkRequests.accepted': 'Richiesta di collegamento accettata.',
  'linkRequests.declined': 'Richiesta di collegamento rifiutata.',
  'linkRequests.cancelled': 'Richiesta di collegamento annullata.',
  'linkRequests.loadFailed': 'Impossibile caricare le richieste di collegamento.',
  'linkRequests.noneIncoming': 'Nessuna richiesta di collegamento è in attesa per la tua famiglia.',
  'linkRequests.noneOutgoing': 'La tua famiglia non ha inviato richieste di collegamento.',
  'content.maxFileSize': 'La dimensione massima del file è 2 MB',
  'content.onlyImages': 'Sono consentiti solo file di immagine',
  'content.tooManyPixels':
    'Le immagini possono avere al massimo 40 megapixel (ad esempio 8.000 × 5.000 pixel)',
  'content.tooManyUploads':
    'Sono state caricate troppe immagini in poco tempo. Attendi un minuto e riprova.',
  'content.uploadsBusy': 'Il server è occupato con altre immagini. Riprova tra un momento.',
  'content.imageRequired': 'L’immagine è obbligatoria',
  'content.imageDescriptionTooLong':
    'La descrizione dell’immagine può avere al massimo 1024 caratteri',
  'content.publishConfirm': 'Vuoi davvero pubblicare questi contenuti sul sito?',
  'content.published': 'I contenuti sono stati pubblicati sul sito.',
  'content.deleteConfirm': 'Vuoi davvero eliminare questo contenuto?',
  'content.emptySection':
    'Questa sezione è vuota: aggiungi un titolo, un’immagine o del contenuto, oppure eliminala.',
  'profile.fieldRequired': 'Questo campo è obbligatorio',
  'profile.phoneDigits': 'Deve avere da 10 a 15 cifre',
  'profile.emailInvalid': 'Inserisci un indirizzo email valido',
  'profile.endBeforeStart': 'La data di fine deve essere successiva alla data di inizio',
  'profile.correctErrors': 'Correggi gli errori prima di salvare.',
  'profile.basicSaved': 'I dati di base sono stati salvati.',
  'profile.addressSaved': 'L’indirizzo e i recapiti sono stati salvati.',
  'profile.educationSaved': 'I dati su istruzione e professione sono stati salvati.',
  'profile.aboutSaved': 'I dati di «Informazioni» sono stati salvati.',
  'profile.photoSaved': 'L’immagine del profilo è stata aggiornata.',
  'profile.coverSaved': 'La foto di copertina è stata aggiornata.',
  'profile.contactForEditorsOnly':
    'Solo gli amministratori della famiglia e l’amministratore di ramo di questo membro vedono il telefono e l’email.',
  'profile.addressForEditorsOnly':
    'Solo gli amministratori della famiglia e l’amministratore di ramo di questo membro vedono gli indirizzi.',
  'chart.loadFailed': 'Impossibile caricare il grafico.',
  'chart.noSuchChart':
    'Questo grafico non esiste. Scegli una persona e un grafico dall’albero genealogico.',
  'chart.noAncestors': 'Per questa persona non sono registrati antenati.',
  'chart.noDescendants': 'Per questa persona non sono registrati figli.',
  'chart.downloadFailed': 'Impossibile salvare il grafico come file. Riprova.',
  'chart.tooLargeToPrint':
    'Questo grafico è troppo grande per essere stampato su pagine. Scegli meno generazioni oppure scaricalo come SVG o PNG.',
  'treeList.searchNotFound': 'Nessuno nell’albero ha questo nome.',
  'notFound.title': '404 - Pagina non trovata',
  'notFound.body': 'La pagina che cerchi non esiste.',
  'notFound.family': 'Nessuna famiglia ha questo indirizzo.',
  'input.invalidId': 'Questo non è un ID valido.',
  'input.controlCharacters': 'Rimuovi da questo campo i caratteri di controllo invisibili.',
  'input.brokenCharacters': 'Questo campo contiene caratteri danneggiati.',
  'input.directionControls':
    'I nomi non possono contenere caratteri di controllo della direzione del testo.',
  'input.unknownField': 'Questo campo non fa parte di questa richiesta.',
  'input.nestedTooDeep': 'Questa richiesta annida elenchi o oggetti per più di 32 livelli.',
  'input.tooManyValues': 'Questa richiesta contiene più di 20.000 valori.',
  'input.richTextTooDeep': 'Questo testo annida la sua formattazione per più di 32 livelli.',
  'gedcom.notGedcom': 'Questo file non è un file GEDCOM',
  'gedcom.fileRequired': 'Scegli un file GEDCOM (.ged) da importare.',
  'gedcom.tooLarge': 'Un file GEDCOM può essere al massimo di 200 MB.',
  'gedcom.familyNotEmpty':
    'Questa famiglia ha già dei membri. Un file GEDCOM può essere importato solo in una famiglia senza membri.',
  'gedcom.unknownFounder':
    'Questa persona non è uno dei possibili capostipiti del file (persone senza genitori).',
  'gedcom.adminOnly':
    'Solo un amministratore della famiglia può importare o esportare l’intera famiglia.',
  'gedcom.branchOnly': 'Un amministratore di ramo può esportare solo il proprio ramo.',
  'gedcom.jobNotFound': 'Questa importazione non esiste.',
  'gedcom.restarted':
    'Il server si è riavviato durante l’importazione; non è stato importato nulla. Avviala di nuovo.',
  'gedcom.failed': 'L’importazione non è riuscita; non è stato importato nulla.',
  'gedcom.tooMuchStored': 'Questo file non può essere importato: occuperebbe troppo spazio.',
  'gedcom.zipBroken': 'Impossibile leggere questo file zip.',
  'gedcom.zipNoGedcom': 'Questo zip non contiene gedcom.ged: non è un GEDZIP.',
  'gedcom.zipUnsafePath':
    'Questo zip indica un file esterno a sé stesso (un percorso con ".." o un percorso assoluto).',
  'gedcom.zipTooLarge':
    'Questo zip è troppo grande una volta estratto (al massimo 20.000 file e 2 GB, nessun file compresso più di 100 volte).',
  'gedcom.zipMediaType':
    'Questo zip contiene un file multimediale che non è né un’immagine (JPEG, PNG, GIF, WebP) né un PDF.',
  'gedcom.zipMediaTooLarge':
    'Un file multimediale di questo zip è troppo grande (immagini 2 MB, PDF 10 MB).',
  'gedcom.zipIsSeven':
    'Un GEDZIP (zip con file multimediali) è GEDCOM 7.0: esportalo con la versione 7.',
  'common.invalidInput': 'Alcuni campi non sono validi.',
  'common.unauthenticated': 'Accedi per continuare.',
  'common.forbidden': 'Non hai il permesso di farlo.',
  'common.notFound': 'Non trovato.',
  'common.serverError': 'Qualcosa non ha funzionato da parte nostra. Riprova.',
  'common.concurrentEdit':
    'Qualcun altro stava modificando gli stessi membri in questo momento. Riprova.',
} satisfies Translation<typeof en>;
