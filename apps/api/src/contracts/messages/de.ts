import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'field.tooLong': 'Verwenden Sie höchstens {max} Zeichen',
  'field.titleTooLong': 'Der Titel darf höchstens {max} Zeichen lang sein',
  'field.nameTooLong': 'Der Name darf höchstens {max} Zeichen lang sein',
  'field.descriptionTooLong': 'Die Beschreibung darf höchstens {max} Zeichen lang sein',
  'field.captionTooLong': 'Die Bildunterschrift darf höchstens {max} Zeichen lang sein',
  'field.messageTooLong': 'Die Nachricht darf höchstens {max} Zeichen lang sein',
  'field.menuNameTooLong': 'Der Menüname darf höchstens {max} Zeichen lang sein',
  'field.yearFrom': 'Wählen Sie ein Jahr ab {year}',
  'field.pageUpTo': 'Verwenden Sie eine Seitenzahl bis {max}',
  'field.pageNumber': 'Verwenden Sie eine Seitenzahl',
  'field.pageFromOne': 'Verwenden Sie eine Seitenzahl ab 1',
  'field.nameRequired': 'Name ist erforderlich',
  'field.titleRequired': 'Titel ist erforderlich',
  'field.firstNameRequired': 'Vorname ist erforderlich',
  'field.lastNameRequired': 'Nachname ist erforderlich',
  'field.familyNameRequired': 'Familienname ist erforderlich',
  'field.genderRequired': 'Geschlecht ist erforderlich',
  'field.messageRequired': 'Nachricht ist erforderlich',
  'field.menuNameRequired': 'Menüname ist erforderlich',
  'field.subdomainRequired': 'Subdomain ist erforderlich',
  'field.subdomainCharacters': 'Verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche',
  'field.nameOneLine': 'Schreiben Sie den Namen in eine Zeile',
  'field.imageOfFamily': 'Verwenden Sie ein Bild, das in diese Familie hochgeladen wurde',
  'field.contentTooLong': 'Der Inhalt ist zu lang',
  'field.savedOrTemporaryId': 'Verwenden Sie eine gespeicherte ID oder eine negative temporäre ID',
  'field.titleClass': 'Wählen Sie Mittel oder Groß',
  'field.imagePosition': 'Wählen Sie links, Mitte oder rechts',
  'field.sectionsMax': 'Eine Seite hat höchstens 50 Abschnitte',
  'field.dateFormat': 'Verwenden Sie das Datumsformat JJJJ-MM-TT',
  'field.dateMissing': 'Dieses Datum existiert nicht',
  'field.giveDate': 'Geben Sie ein Datum im Format JJJJ-MM-TT an',
  'field.enterDate': 'Geben Sie das Datum ein',
  'field.enterDateFormat': 'Geben Sie ein Datum im Format JJJJ-MM-TT ein',
  'field.enterTitle': 'Geben Sie einen Titel ein',
  'field.linkExisting': 'Wählen Sie das vorhandene Mitglied, das verknüpft werden soll',
  'field.chooseLanguage': 'Wählen Sie eine der Sprachen: {languages}',
  'profiles.chooseMonth': 'Wählen Sie einen Monat',
  'profiles.chooseDay': 'Wählen Sie einen Tag',
  'profiles.yearNotFuture': 'Das Jahr darf nicht in der Zukunft liegen',
  'profiles.chooseCountry': 'Wählen Sie ein Land',
  'profiles.birthNotFuture': 'Das Geburtsdatum darf nicht in der Zukunft liegen',
  'profiles.deathNotFuture': 'Das Sterbedatum darf nicht in der Zukunft liegen',
  'profiles.deathBeforeBirth': 'Das Sterbedatum darf nicht vor dem Geburtsdatum liegen',
  'profiles.socialMedia': 'Wählen Sie Facebook, Instagram oder LinkedIn',
  'profiles.countryCode': 'Wählen Sie eine Ländervorwahl',
  'settings.visitorDates': 'Wählen Sie volle Daten, nur das Geburtsjahr oder nur Namen',
  'settings.membersOnlyChoice': 'Legen Sie fest, ob nur Mitglieder die Website sehen dürfen',
  'privacy.membersOnly':
    'Die Website dieser Familie ist nur für ihre Mitglieder. Melden Sie sich an, um sie zu sehen.',
  'privacy.membersOnlySignedIn':
    'Die Website dieser Familie ist nur für ihre Mitglieder, und Ihr Konto ist kein Mitglied dieser Familie.',
  'privacy.settingsRefused': 'Nur die Verwalter der Familie dürfen ihre Einstellungen ändern.',
  'privacy.eventsRefused': 'Nur die Verwalter der Familie dürfen Familientermine verwalten.',
  'privacy.noSuchEvent': 'Diesen Termin gibt es nicht.',
  'calendar.membersOnly': 'Nur Mitglieder der Familie haben einen privaten Kalenderlink.',
  'calendar.noSuchFeed': 'Diesen Kalender gibt es nicht.',
  'marriage.future': 'Das Heiratsdatum darf nicht in der Zukunft liegen',
  'marriage.beforeBirth': 'Das Heiratsdatum darf nicht vor dem Geburtsdatum von {name} liegen',
  'marriage.refused': 'Sie dürfen dieses Mitglied nicht bearbeiten.',
  'marriage.notSpouses': 'Diese Person ist kein Ehepartner des Mitglieds.',
  'history.chooseKind': 'Wählen Sie eine Art von Änderung aus der Liste',
  'history.notRevertible': 'Diese Art von Änderung kann nicht rückgängig gemacht werden.',
  'history.needsConsent':
    'Diese Änderung kann nicht rückgängig gemacht werden: Sie würde wieder eine Person einer anderen Familie verknüpfen, was die Zustimmung dieser Familie braucht (senden Sie eine Verknüpfungsanfrage).',
  'history.alreadyBack':
    'Diese Änderung kann nicht rückgängig gemacht werden: Was sie entfernt hat, ist bereits wieder da.',
  'history.nothingToRevert':
    'Diese Änderung kann nicht rückgängig gemacht werden: Was sie geändert hat, ist bereits wie zuvor. Es wurde nichts geändert.',
  'history.entityGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Was sie geändert hat, existiert nicht mehr.',
  'history.onlyAdmins':
    'Nur ein Familienverwalter kann die letzten Änderungen sehen und rückgängig machen.',
  'history.unsavedChanges': 'Sie haben ungespeicherte Änderungen. Ohne Speichern verlassen?',
  'notes.textRequired': 'Schreiben Sie die Notiz',
  'notes.textTooLong': 'Die Notiz ist zu lang',
  'notes.onlyEditors':
    'Nur ein Familienverwalter oder der Zweigverwalter der Person kann ihre Notizen bearbeiten.',
  'notes.onlyFamilyAdminShared':
    'Nur ein Familienverwalter kann eine Notiz bearbeiten, die mit Personen außerhalb Ihres Zweigs geteilt ist.',
  'notes.noteNotFound': 'Diese Notiz gibt es in dieser Familie nicht.',
  'notes.linkNotFound': 'Diese Verknüpfung der Notiz gibt es nicht.',
  'notes.alreadyLinked': 'Die Notiz ist bereits mit dieser Person und diesem Ereignis verknüpft',
  'notes.lastLink':
    'Dies ist die einzige Verknüpfung der Notiz: Löschen Sie stattdessen die Notiz.',
  'research.factKind': 'Wählen Sie Name, Geschlecht, Geburt, Tod oder nichts',
  'research.coupleFactKind': 'Wählen Sie Heirat oder nichts',
  'research.onlyFamilyAdminSources':
    'Nur ein Familienverwalter kann die Quellen der Familie bearbeiten.',
  'research.onlyEditorsCitations':
    'Nur ein Familienverwalter oder der Zweigverwalter der Person kann ihre Fundstellen bearbeiten.',
  'research.onlyEditorsCoupleCitations':
    'Nur ein Familienverwalter oder der Zweigverwalter eines der Partner kann die Fundstellen des Paares bearbeiten.',
  'research.sourceNotFound': 'Diese Quelle gibt es in dieser Familie nicht.',
  'research.repositoryNotFound': 'Diesen Aufbewahrungsort gibt es in dieser Familie nicht.',
  'research.citationNotFound': 'Diese Fundstelle gibt es in dieser Familie nicht.',
  'research.unionNotFound': 'Dieses Paar gibt es in dieser Familie nicht.',
  'research.useSourceOfFamily': 'Wählen Sie eine Quelle dieser Familie',
  'research.useRepositoryOfFamily': 'Wählen Sie einen Aufbewahrungsort dieser Familie',
  'research.qualityRange':
    'Verwenden Sie eine Qualität von 0 (unzuverlässig) bis 3 (direkter Beleg)',
  'research.onePersonOrCouple': 'Nennen Sie entweder eine Person oder ein Paar, nicht beides',
  'research.personOrCoupleRequired': 'Wählen Sie eine Person oder ein Paar',
  'research.eventOfSubject':
    'Wählen Sie ein importiertes Ereignis dieser Person oder dieses Paares',
  'media.fileRequired': 'Wählen Sie ein Bild oder eine PDF-Datei',
  'media.onlyImagesAndPdf': 'Nur Bilder (JPEG, PNG, GIF, WebP) und PDF-Dokumente sind erlaubt',
  'media.documentTooLarge': 'Ein Dokument darf höchstens 10 MB groß sein',
  'media.titleRequired': 'Geben Sie dem Medium einen Titel',
  'media.titleTooLong': 'Der Titel darf höchstens {max} Zeichen haben',
  'media.descriptionTooLong': 'Die Beschreibung darf höchstens {max} Zeichen haben',
  'media.badDate':
    'Schreiben Sie ein GEDCOM-Datum wie 12 MAR 1950, ABT 1920, BET 1900 AND 1910 oder (einen Text)',
  'media.oneSubject':
    'Verknüpfen Sie das Medium mit einer Person, einem Paar, einer Quelle, einem Ereignis oder einer Fundstelle',
  'media.onlyEditors':
    'Nur ein Familienverwalter oder der Zweigverwalter der gezeigten Personen kann Medien hinzufügen und bearbeiten.',
  'media.onlyFamilyAdminShared':
    'Nur ein Familienverwalter kann Medien bearbeiten, die mit Personen außerhalb Ihres Zweigs, mit Paaren oder mit Quellen verknüpft sind.',
  'media.onlyEditorsCitation':
    'Nur ein Familienverwalter oder der Zweigverwalter der zitierten Person bzw. des zitierten Paares kann einer Fundstelle Medien hinzufügen.',
  'media.mediaNotFound': 'Dieses Medium gibt es in dieser Familie nicht.',
  'media.linkNotFound': 'Diese Verknüpfung des Mediums gibt es nicht.',
  'media.subjectNotFound':
    'Diese Person, dieses Paar, diese Quelle oder dieses Ereignis gibt es in dieser Familie nicht.',
  'media.alreadyLinked': 'Das Medium ist bereits mit diesem Datensatz verknüpft',
  'news.onlyFamilyAdmin': 'Nur ein Familienverwalter kann die Familienneuigkeiten schreiben.',
  'news.notFound': 'Diesen Beitrag gibt es in dieser Familie nicht.',
  'news.deleteConfirm': 'Möchten Sie diesen Beitrag wirklich löschen?',
  'news.deletedMeanwhile':
    'Dieser Beitrag wurde gelöscht, nachdem Sie ihn geöffnet hatten. Es wurde nichts gespeichert.',
  'sitePages.fixedName': 'Der Name dieser Seite ist fest vorgegeben.',
  'contact.sent': 'Vielen Dank. Ihre Nachricht wurde an die Verwalter der Familie gesendet.',
  'contact.tooMany':
    'Es wurden zu viele Nachrichten gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
  'contact.noAdmin': 'Diese Familie hat noch keinen Verwalter, dem man schreiben kann.',
  'contact.familyBusy':
    'Diese Familie hat in der letzten Stunde viele Nachrichten erhalten. Bitte versuchen Sie es in einer Stunde erneut.',
  'places.onlyFamilyAdmin': 'Nur ein Familienverwalter kann die Orte der Familie bearbeiten.',
  'places.placeNotFound': 'Diesen Ort gibt es in dieser Familie nicht.',
  'places.typeKind': 'Wählen Sie Stadt, Kreis, Bundesland, Land, Sonstiges oder nichts',
  'places.latitudeRange': 'Verwenden Sie einen Breitengrad von -90 bis 90',
  'places.longitudeRange': 'Verwenden Sie einen Längengrad von -180 bis 180',
  'places.bothCoordinates': 'Geben Sie Breiten- und Längengrad an oder keinen von beiden',
  'places.nameHasComma': 'Der Name einer Ebene enthält kein Komma',
  'places.tooManyNames': 'Geben Sie höchstens {max} alternative Namen an',
  'places.hasFacts': 'Ereignisse nennen diesen Ort noch: Er kann nicht gelöscht werden.',
  'places.hasChildren': 'Innerhalb dieses Ortes liegen weitere Orte: Löschen Sie diese zuerst.',
  'places.noRow': 'Dieser Ort hat keine Angaben, die gelöscht werden könnten.',
  'places.alreadyThere': 'Dieser Ort ist bereits in der Liste.',
  'places.nameTaken':
    'Auf dieser Ebene gibt es bereits einen Ort mit diesem Namen: Führen Sie ihn stattdessen damit zusammen.',
  'places.mergeTargetRequired': 'Wählen Sie den Ort, mit dem zusammengeführt werden soll',
  'places.mergeTargetNotFound': 'Diesen Ort zum Zusammenführen gibt es in dieser Familie nicht.',
  'places.mergeIntoItself': 'Ein Ort kann nicht mit sich selbst zusammengeführt werden.',
  'places.mergeIntoLine':
    'Ein Ort kann nicht mit einem Ort zusammengeführt werden, der in ihm liegt oder in dem er liegt.',
  'places.countryOfBirth':
    'Das Land einer Geburt, einer Adresse oder eines Aufenthalts wird aus der Länderliste gewählt: Ein Ort, der ein solches Land ist, kann nicht umbenannt oder zusammengeführt werden.',
  'places.mergedNamesTooMany':
    'Nach dem Zusammenführen hätte „{name}“ {count} alternative Namen; ein Ort hat höchstens {max}. Entfernen Sie zuerst einige. Es wurde nichts geändert.',
} satisfies Translation<typeof en>;
