import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'field.tooLong': 'Usa al massimo {max} caratteri',
  'field.titleTooLong': 'Il titolo può avere al massimo {max} caratteri',
  'field.nameTooLong': 'Il nome può avere al massimo {max} caratteri',
  'field.descriptionTooLong': 'La descrizione può avere al massimo {max} caratteri',
  'field.captionTooLong': 'La didascalia può avere al massimo {max} caratteri',
  'field.messageTooLong': 'Il messaggio può avere al massimo {max} caratteri',
  'field.menuNameTooLong': 'Il nome del menu può avere al massimo {max} caratteri',
  'field.yearFrom': 'Scegli un anno a partire dal {year}',
  'field.pageUpTo': 'Usa un numero di pagina fino a {max}',
  'field.pageNumber': 'Usa un numero di pagina',
  'field.pageFromOne': 'Usa un numero di pagina a partire da 1',
  'field.nameRequired': 'Il nome è obbligatorio',
  'field.titleRequired': 'Il titolo è obbligatorio',
  'field.firstNameRequired': 'Il nome è obbligatorio',
  'field.lastNameRequired': 'Il cognome è obbligatorio',
  'field.familyNameRequired': 'Il nome della famiglia è obbligatorio',
  'field.genderRequired': 'Il sesso è obbligatorio',
  'field.messageRequired': 'Il messaggio è obbligatorio',
  'field.menuNameRequired': 'Il nome del menu è obbligatorio',
  'field.subdomainRequired': 'Il sottodominio è obbligatorio',
  'field.subdomainCharacters': 'Usa solo lettere minuscole, cifre e trattini',
  'field.nameOneLine': 'Scrivi il nome su una sola riga',
  'field.imageOfFamily': 'Usa un’immagine caricata in questa famiglia',
  'field.contentTooLong': 'Il contenuto è troppo lungo',
  'field.savedOrTemporaryId': 'Usa un ID salvato o un ID temporaneo negativo',
  'field.titleClass': 'Scegli Medio o Grande',
  'field.imagePosition': 'Scegli sinistra, centro o destra',
  'field.sectionsMax': 'Una pagina contiene al massimo 50 sezioni',
  'field.dateFormat': 'Usa il formato di data AAAA-MM-GG',
  'field.dateMissing': 'Questa data non esiste',
  'field.giveDate': 'Indica una data nel formato AAAA-MM-GG',
  'field.enterDate': 'Inserisci la data',
  'field.enterDateFormat': 'Inserisci una data nel formato AAAA-MM-GG',
  'field.enterTitle': 'Inserisci un titolo',
  'field.linkExisting': 'Scegli il membro esistente da collegare',
  'field.chooseLanguage': 'Scegli una delle lingue: {languages}',
  'profiles.chooseMonth': 'Scegli un mese',
  'profiles.chooseDay': 'Scegli un giorno',
  'profiles.yearNotFuture': 'L’anno non può essere nel futuro',
  'profiles.chooseCountry': 'Scegli un paese',
  'profiles.birthNotFuture': 'La data di nascita non può essere nel futuro',
  'profiles.deathNotFuture': 'La data di morte non può essere nel futuro',
  'profiles.deathBeforeBirth': 'La data di morte non può precedere la data di nascita',
  'profiles.socialMedia': 'Scegli Facebook, Instagram o LinkedIn',
  'profiles.countryCode': 'Scegli un prefisso internazionale',
  'settings.visitorDates': 'Scegli date complete, solo l’anno di nascita o solo i nomi',
  'settings.membersOnlyChoice': 'Scegli se solo i membri possono vedere il sito',
  'privacy.membersOnly':
    'Il sito di questa famiglia è riservato ai suoi membri. Accedi per vederlo.',
  'privacy.membersOnlySignedIn':
    'Il sito di questa famiglia è riservato ai suoi membri, e il tuo account non è membro di questa famiglia.',
  'privacy.settingsRefused':
    'Solo gli amministratori della famiglia possono modificarne le impostazioni.',
  'privacy.eventsRefused':
    'Solo gli amministratori della famiglia possono gestire gli eventi di famiglia.',
  'privacy.noSuchEvent': 'Questo evento non esiste.',
  'calendar.membersOnly': 'Solo i membri della famiglia hanno un link privato al calendario.',
  'calendar.noSuchFeed': 'Questo calendario non esiste.',
  'marriage.future': 'La data del matrimonio non può essere nel futuro',
  'marriage.beforeBirth': 'La data del matrimonio non può precedere la data di nascita di {name}',
  'marriage.refused': 'Non puoi modificare questo membro.',
  'marriage.notSpouses': 'Questa persona non è un coniuge del membro.',
  'history.chooseKind': 'Scegli un tipo di modifica dall’elenco',
  'history.notRevertible': 'Questo tipo di modifica non può essere annullato.',
  'history.needsConsent':
    'Questa modifica non può essere annullata: collegherebbe di nuovo una persona di un’altra famiglia, il che richiede il consenso di quella famiglia (invia una richiesta di collegamento).',
  'history.alreadyBack':
    'Questa modifica non può essere annullata: ciò che ha rimosso è già tornato.',
  'history.nothingToRevert':
    'Questa modifica non può essere annullata: ciò che ha modificato è già come prima. Non è stato modificato nulla.',
  'history.entityGone':
    'Questa modifica non può essere annullata: ciò che ha modificato non esiste più.',
  'history.onlyAdmins':
    'Solo un amministratore della famiglia può vedere le modifiche recenti e annullarle.',
  'history.unsavedChanges': 'Hai modifiche non salvate. Uscire senza salvare?',
  'notes.textRequired': 'Scrivi la nota',
  'notes.textTooLong': 'La nota è troppo lunga',
  'notes.onlyEditors':
    'Solo un amministratore della famiglia, o l’amministratore di ramo della persona, può modificarne le note.',
  'notes.onlyFamilyAdminShared':
    'Solo un amministratore della famiglia può modificare una nota condivisa con persone esterne al tuo ramo.',
  'notes.noteNotFound': 'Questa nota non esiste in questa famiglia.',
  'notes.linkNotFound': 'Questo collegamento della nota non esiste.',
  'notes.alreadyLinked': 'La nota è già collegata a questa persona e a questo fatto',
  'notes.lastLink': 'Questo è l’unico collegamento della nota: elimina invece la nota.',
  'research.factKind': 'Scegli nome, sesso, nascita, morte o nessuno',
  'research.coupleFactKind': 'Scegli matrimonio o nessuno',
  'research.onlyFamilyAdminSources':
    'Solo un amministratore della famiglia può modificare le fonti della famiglia.',
  'research.onlyEditorsCitations':
    'Solo un amministratore della famiglia, o l’amministratore di ramo della persona, può modificarne le citazioni.',
  'research.onlyEditorsCoupleCitations':
    'Solo un amministratore della famiglia, o l’amministratore di ramo di uno dei partner, può modificare le citazioni della coppia.',
  'research.sourceNotFound': 'Questa fonte non esiste in questa famiglia.',
  'research.repositoryNotFound': 'Questo deposito non esiste in questa famiglia.',
  'research.citationNotFound': 'Questa citazione non esiste in questa famiglia.',
  'research.unionNotFound': 'Questa coppia non esiste in questa famiglia.',
  'research.useSourceOfFamily': 'Scegli una fonte di questa famiglia',
  'research.useRepositoryOfFamily': 'Scegli un deposito di questa famiglia',
  'research.qualityRange': 'Usa una qualità da 0 (inaffidabile) a 3 (prova diretta)',
  'research.onePersonOrCouple': 'Indica una persona oppure una coppia, non entrambe',
  'research.personOrCoupleRequired': 'Scegli una persona o una coppia',
  'research.eventOfSubject': 'Scegli un evento importato di questa persona o coppia',
  'media.fileRequired': 'Scegli un’immagine o un file PDF',
  'media.onlyImagesAndPdf': 'Sono consentiti solo immagini (JPEG, PNG, GIF, WebP) e documenti PDF',
  'media.documentTooLarge': 'La dimensione massima di un documento è 10 MB',
  'media.titleRequired': 'Dai un titolo al file multimediale',
  'media.titleTooLong': 'Il titolo può avere al massimo {max} caratteri',
  'media.descriptionTooLong': 'La descrizione può avere al massimo {max} caratteri',
  'media.badDate':
    'Scrivi una data GEDCOM come 12 MAR 1950, ABT 1920, BET 1900 AND 1910, oppure (una frase)',
  'media.oneSubject':
    'Collega il file multimediale a una persona, coppia, fonte, evento o citazione',
  'media.onlyEditors':
    'Solo un amministratore della famiglia, o l’amministratore di ramo delle persone che mostra, può aggiungere e modificare file multimediali.',
  'media.onlyFamilyAdminShared':
    'Solo un amministratore della famiglia può modificare file multimediali collegati a persone esterne al tuo ramo, a coppie o a fonti.',
  'media.onlyEditorsCitation':
    'Solo un amministratore della famiglia, o l’amministratore di ramo della persona o della coppia citata, può aggiungere file multimediali a una citazione.',
  'media.mediaNotFound': 'Questo file multimediale non esiste in questa famiglia.',
  'media.linkNotFound': 'Questo collegamento del file multimediale non esiste.',
  'media.subjectNotFound':
    'Questa persona, coppia, fonte o questo evento non esiste in questa famiglia.',
  'media.alreadyLinked': 'Il file multimediale è già collegato a questo record',
  'news.onlyFamilyAdmin':
    'Solo un amministratore della famiglia può scrivere le notizie della famiglia.',
  'news.notFound': 'Questa notizia non esiste in questa famiglia.',
  'news.deleteConfirm': 'Vuoi davvero eliminare questa notizia?',
  'news.deletedMeanwhile':
    'Questa notizia è stata eliminata dopo che l’avevi aperta. Non è stato salvato nulla.',
  'sitePages.fixedName': 'Il nome di questa pagina è fisso.',
  'contact.sent': 'Grazie. Il tuo messaggio è stato inviato agli amministratori della famiglia.',
  'contact.tooMany': 'Sono stati inviati troppi messaggi. Riprova tra un’ora.',
  'contact.noAdmin': 'Questa famiglia non ha ancora un amministratore a cui scrivere.',
  'contact.familyBusy':
    'Questa famiglia ha ricevuto molti messaggi nell’ultima ora. Riprova tra un’ora.',
  'places.onlyFamilyAdmin':
    'Solo un amministratore della famiglia può modificare i luoghi della famiglia.',
  'places.placeNotFound': 'Questo luogo non esiste in questa famiglia.',
  'places.typeKind': 'Scegli città, contea, regione, paese, altro o nessuno',
  'places.latitudeRange': 'Usa una latitudine da -90 a 90',
  'places.longitudeRange': 'Usa una longitudine da -180 a 180',
  'places.bothCoordinates': 'Indica sia latitudine sia longitudine, oppure nessuna delle due',
  'places.nameHasComma': 'Il nome di un livello non contiene virgole',
  'places.tooManyNames': 'Indica al massimo {max} nomi alternativi',
  'places.hasFacts': 'Alcuni fatti nominano ancora questo luogo: non può essere eliminato.',
  'places.hasChildren': 'All’interno di questo luogo ce ne sono altri: eliminali prima.',
  'places.noRow': 'Questo luogo non ha dettagli da eliminare.',
  'places.alreadyThere': 'Questo luogo è già nell’elenco.',
  'places.nameTaken':
    'A questo livello esiste già un luogo con questo nome: uniscilo invece a quello.',
  'places.mergeTargetRequired': 'Scegli il luogo in cui unire',
  'places.mergeTargetNotFound': 'Questo luogo in cui unire non esiste in questa famiglia.',
  'places.mergeIntoItself': 'Un luogo non può essere unito a sé stesso.',
  'places.mergeIntoLine':
    'Un luogo non può essere unito a un luogo che contiene o in cui è contenuto.',
  'places.countryOfBirth':
    'Il paese di una nascita, di un indirizzo o di un soggiorno si sceglie dall’elenco dei paesi: un luogo che è uno di questi paesi non può essere rinominato né unito.',
  'places.mergedNamesTooMany':
    'Dopo l’unione, «{name}» avrebbe {count} nomi alternativi; un luogo ne ha al massimo {max}. Rimuovine prima qualcuno. Non è stato modificato nulla.',
} satisfies Translation<typeof en>;
