import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'gallery.generation': 'Generation {number}',
  'gallery.familyPhotos': 'Familienfotos',
  'gallery.lifeEvents': 'Lebensereignisse',
  'gallery.profilePhotos': 'Profilfotos',
  'gallery.coverPhotos': 'Titelbilder',
  'gallery.websitePages': 'Webseiten',
  'photo.profileOf': 'Profilfoto von {name}',
  'photo.coverOf': 'Titelbild von {name}',
  'photo.lifeEventOf': 'Lebensereignis von {name}',
  'photo.galleryOf': 'Galeriefoto von {name}',
  'places.currentAddress': 'Aktuelle Adresse',
  'places.permanentAddress': 'Ständige Adresse',
  'calendar.birthday': 'Geburtstag: {names}',
  'calendar.weddingAnniversary': 'Hochzeitstag: {names}',
  'calendar.remembrance': 'Gedenktag: {names}',
  'calendar.name': '{family}: Termine',
  'calendar.nameWithoutFamily': 'Familientermine',
  'device.unknown': 'Unbekanntes Gerät',
  'device.browserOnSystem': '{browser} unter {system}',
  // The picker's line as German forms write it: short, the name unchanged after "von".
  'picker.sonOf': 'Sohn von {name}',
  'picker.daughterOf': 'Tochter von {name}',
  'picker.childOf': 'Kind von {name}',
  'picker.husbandOf': 'Ehemann von {name}',
  'picker.wifeOf': 'Ehefrau von {name}',
  'picker.spouseOf': 'Ehepartner von {name}',
  'site.sectionImageAlt': 'Bild: {title}',
  'site.sectionImage': 'Bild des Abschnitts',
  'newFamily.home': 'Startseite',
  'newFamily.page': 'Seite {number}',
  'newFamily.article': 'Artikel',
  'newFamily.history': 'Geschichte',
  'newFamily.privacy': 'Datenschutz',
  'newFamily.terms': 'Nutzungsbedingungen',
  'newFamily.help': 'Hilfe',
  'newFamily.privacy1':
    'Diese Website wird von den Familien-Admins für die Mitglieder unserer Familie gepflegt. Sie zeigt die Namen, die Verwandtschaft und die Angaben, die jede Person oder ein Admin teilen wollte.',
  'newFamily.privacy2':
    'Anschriften, Telefonnummern und E-Mail-Adressen sehen nur die Familien- und Zweig-Admins. Wenn eine Angabe über Sie geändert oder entfernt werden soll, schreiben Sie den Admins über die Seite {contactUs}.',
  'newFamily.privacy3':
    'Nachrichten aus dem Kontaktformular erreichen die Familien-Admins per E-Mail und werden nicht veröffentlicht.',
  'newFamily.terms1':
    'Die Texte und Fotos dieser Website gehören der Familie und den Menschen, die sie geteilt haben. Bitte fragen Sie die Familien-Admins, bevor Sie sie anderswo verwenden.',
  'newFamily.terms2':
    'Die Familien-Admins können Inhalte jederzeit berichtigen, verschieben oder entfernen. Genealogische Daten können Fehler enthalten: Sagen Sie uns Bescheid, wenn Sie einen finden.',
  'newFamily.help1':
    '{familyTree} zeigt alle nach Generationen; wählen Sie eine Person, um ihre Eltern, Ehepartner und Kinder zu sehen. {findRelation} zeigt, wie zwei Verwandte miteinander verbunden sind.',
  'newFamily.help2':
    '{members} listet jede Person mit einem Link zu ihrem Profil. {news} zeigt, was die Admins geschrieben haben und was sich zuletzt geändert hat.',
  'newFamily.help3':
    'Admins melden sich mit der Schaltfläche „Anmelden“ an, um den Stammbaum, die Profile und die Seiten zu bearbeiten. Noch etwas? Nutzen Sie {contactUs}.',
  'newFamily.contactUs': 'Kontakt',
  'newFamily.familyTree': 'Stammbaum',
  'newFamily.findRelation': 'Verwandtschaft finden',
  'newFamily.members': 'Mitglieder',
  'newFamily.news': 'Neuigkeiten',
} satisfies Translation<typeof en>;
