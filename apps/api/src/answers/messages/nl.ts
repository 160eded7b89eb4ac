import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Generatie {number}',
  'gallery.familyPhotos': 'Familiefoto’s',
  'gallery.lifeEvents': 'Levensgebeurtenissen',
  'gallery.profilePhotos': 'Profielfoto’s',
  'gallery.coverPhotos': 'Omslagfoto’s',
  'gallery.websitePages': 'Websitepagina’s',
  'photo.profileOf': 'Profielfoto van {name}',
  'photo.coverOf': 'Omslagfoto van {name}',
  'photo.lifeEventOf': 'Levensgebeurtenis van {name}',
  'photo.galleryOf': 'Galerijfoto van {name}',
  'places.currentAddress': 'Huidig adres',
  'places.permanentAddress': 'Vast adres',
  'calendar.birthday': 'Verjaardag: {names}',
  'calendar.weddingAnniversary': 'Trouwdag: {names}',
  'calendar.remembrance': 'Herdenkingsdag: {names}',
  'calendar.name': '{family}: evenementen',
  'calendar.nameWithoutFamily': 'Familie-evenementen',
  'device.unknown': 'Onbekend apparaat',
  'device.browserOnSystem': '{browser} op {system}',
  // As Dutch forms write it: "Zoon van", "Dochter van".
  'picker.sonOf': 'Zoon van {name}',
  'picker.daughterOf': 'Dochter van {name}',
  'picker.childOf': 'Kind van {name}',
  'picker.husbandOf': 'Echtgenoot van {name}',
  'picker.wifeOf': 'Echtgenote van {name}',
  'picker.spouseOf': 'Partner van {name}',
  'site.sectionImageAlt': 'Afbeelding: {title}',
  'site.sectionImage': 'Afbeelding van de sectie',
  'newFamily.home': 'Start',
  'newFamily.page': 'Pagina {number}',
  'newFamily.article': 'Artikel',
  'newFamily.history': 'Geschiedenis',
  'newFamily.privacy': 'Privacy',
  'newFamily.terms': 'Voorwaarden',
  'newFamily.help': 'Help',
  'newFamily.privacy1':
    'Deze site wordt door de familiebeheerders bijgehouden voor de leden van onze familie. Ze toont de namen, de verwantschappen en de gegevens die elke persoon of een beheerder wilde delen.',
  'newFamily.privacy2':
    'Adressen, telefoonnummers en e-mailadressen zijn alleen zichtbaar voor de familie- en takbeheerders. Wilt u een gegeven over uzelf laten wijzigen of verwijderen, schrijf de beheerders dan via de pagina {contactUs}.',
  'newFamily.privacy3':
    'Berichten via het contactformulier bereiken de familiebeheerders per e-mail en worden niet gepubliceerd.',
  'newFamily.terms1':
    'De teksten en foto’s op deze site zijn van de familie en van de mensen die ze deelden. Vraag het de familiebeheerders voordat u ze elders gebruikt.',
  'newFamily.terms2':
    'De familiebeheerders kunnen inhoud op elk moment corrigeren, verplaatsen of verwijderen. Genealogische gegevens kunnen fouten bevatten: laat het ons weten als u er een vindt.',
  'newFamily.help1':
    '{familyTree} toont iedereen per generatie; kies een persoon om de ouders, partners en kinderen te zien. {findRelation} laat zien hoe twee familieleden verwant zijn.',
  'newFamily.help2':
    '{members} toont elke persoon met een link naar het profiel. {news} toont wat de beheerders schreven en wat er onlangs veranderde.',
  'newFamily.help3':
    'Beheerders loggen in met de knop ‘Inloggen’ om de stamboom, de profielen en de pagina’s te bewerken. Nog iets anders? Gebruik {contactUs}.',
  'newFamily.contactUs': 'Contact',
  'newFamily.familyTree': 'Stamboom',
  'newFamily.findRelation': 'Verwantschap zoeken',
  'newFamily.members': 'Leden',
  'newFamily.news': 'Nieuws',
} satisfies Translation<typeof en>;
