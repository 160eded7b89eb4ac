import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Generazione {number}',
  'gallery.familyPhotos': 'Foto di famiglia',
  'gallery.lifeEvents': 'Eventi della vita',
  'gallery.profilePhotos': 'Foto del profilo',
  'gallery.coverPhotos': 'Foto di copertina',
  'gallery.websitePages': 'Pagine del sito',
  'photo.profileOf': 'Foto del profilo di {name}',
  'photo.coverOf': 'Foto di copertina di {name}',
  'photo.lifeEventOf': 'Evento della vita di {name}',
  'photo.galleryOf': 'Foto della galleria di {name}',
  'places.currentAddress': 'Indirizzo attuale',
  'places.permanentAddress': 'Indirizzo permanente',
  'calendar.birthday': 'Compleanno: {names}',
  'calendar.weddingAnniversary': 'Anniversario di matrimonio: {names}',
  'calendar.remembrance': 'Giorno del ricordo: {names}',
  'calendar.name': '{family}: eventi',
  'calendar.nameWithoutFamily': 'Eventi di famiglia',
  'device.unknown': 'Dispositivo sconosciuto',
  'device.browserOnSystem': '{browser} su {system}',
  // As Italian forms write it; "Figlio/a" for a person of unknown gender.
  'picker.sonOf': 'Figlio di {name}',
  'picker.daughterOf': 'Figlia di {name}',
  'picker.childOf': 'Figlio/a di {name}',
  'picker.husbandOf': 'Marito di {name}',
  'picker.wifeOf': 'Moglie di {name}',
  'picker.spouseOf': 'Coniuge di {name}',
  'site.sectionImageAlt': 'Immagine: {title}',
  'site.sectionImage': 'Immagine della sezione',
  'newFamily.home': 'Home',
  'newFamily.page': 'Pagina {number}',
  'newFamily.article': 'Articolo',
  'newFamily.history': 'Storia',
  'newFamily.privacy': 'Privacy',
  'newFamily.terms': 'Termini',
  'newFamily.help': 'Aiuto',
  'newFamily.privacy1':
    'Questo sito è curato dagli amministratori della famiglia per i membri della nostra famiglia. Mostra i nomi, le parentele e i dettagli che ogni persona o un amministratore ha scelto di condividere.',
  'newFamily.privacy2':
    'Indirizzi, numeri di telefono e indirizzi e-mail sono visibili solo agli amministratori della famiglia e dei rami. Se vuoi che un dettaglio su di te venga modificato o rimosso, scrivi agli amministratori dalla pagina {contactUs}.',
  'newFamily.privacy3':
    'I messaggi inviati con il modulo di contatto arrivano agli amministratori della famiglia per e-mail e non vengono pubblicati.',
  'newFamily.terms1':
    'I testi e le foto di questo sito appartengono alla famiglia e alle persone che li hanno condivisi. Chiedi agli amministratori della famiglia prima di copiarli altrove.',
  'newFamily.terms2':
    'Gli amministratori della famiglia possono correggere, spostare o rimuovere i contenuti in qualsiasi momento. I dati genealogici possono contenere errori: segnalaci quelli che trovi.',
  'newFamily.help1':
    '{familyTree} mostra tutti per generazione; scegli una persona per vederne i genitori, i coniugi e i figli. {findRelation} indica come sono imparentati due familiari.',
  'newFamily.help2':
    '{members} elenca ogni persona con un link al suo profilo. {news} mostra ciò che hanno scritto gli amministratori e ciò che è cambiato di recente.',
  'newFamily.help3':
    'Gli amministratori accedono con il pulsante «Accedi» per modificare l’albero, i profili e le pagine. Altro? Usa {contactUs}.',
  'newFamily.contactUs': 'Contattaci',
  'newFamily.familyTree': 'Albero genealogico',
  'newFamily.findRelation': 'Trova parentela',
  'newFamily.members': 'Membri',
  'newFamily.news': 'Notizie',
} satisfies Translation<typeof en>;
