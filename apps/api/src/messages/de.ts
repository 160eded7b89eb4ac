import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'request.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'request.bodyTooLarge': 'Die Anfrage ist zu groß.',
  'request.unsupportedMediaType': 'Der Server nimmt diese Art von Inhalt nicht an.',
  'request.emptyJsonBody': 'Der Inhalt der Anfrage ist leer.',
  'request.badContentLength':
    'Die Größe des Anfrageinhalts stimmt nicht mit seiner Content-Length überein.',
  'request.ifMatch': 'Senden Sie die geladene Version als If-Match: "{example}"',
  'members.notFound': 'Dieses Mitglied gibt es nicht.',
  'members.notInFamily': 'Dieses Mitglied gibt es in dieser Familie nicht.',
  'members.notInFamilyField': 'Dieses Mitglied gibt es in dieser Familie nicht',
  'members.mayNotEdit': 'Sie dürfen dieses Mitglied nicht bearbeiten.',
  'members.notSpouse': 'Diese Person ist kein Ehepartner des Mitglieds.',
  'tree.deleteOnlyLeaf': 'Nur ein Mitglied ohne Kinder und Ehepartner kann gelöscht werden.',
  'tree.spouseOnlyWithoutChildren':
    'Ein Ehepartner kann nur entfernt werden, solange das Mitglied keine Kinder hat.',
  'tree.notOfFamily': 'Diese Person gehört nicht zu dieser Familie.',
  'tree.founderAdminOnly': 'Nur ein Familienverwalter kann eine Stammperson hinzufügen.',
  'tree.reorderOwnBranch': 'Sie dürfen nur die Mitglieder Ihres Zweigs neu anordnen.',
  'tree.childOrderRange': 'Die Position unter den Geschwistern muss zwischen 1 und {max} liegen',
  'tree.hasFather': 'Dieses Mitglied hat bereits einen Vater.',
  'tree.hasMother': 'Dieses Mitglied hat bereits eine Mutter.',
  'tree.chosenMemberMissing': 'Das gewählte Mitglied existiert nicht.',
  'tree.linkOutsideBranch': 'Sie dürfen kein Mitglied außerhalb Ihres Zweigs verknüpfen.',
  'tree.otherParentSpouse': 'Der andere Elternteil muss ein Ehepartner dieses Mitglieds sein',
  'tree.otherParentRequired': 'Wählen Sie den anderen Elternteil des Kindes',
  'tree.ownSpouse': 'Ein Mitglied kann nicht sein eigener Ehepartner sein.',
  'tree.alreadySpouses': 'Diese beiden sind bereits Ehepartner.',
  'tree.lineSpouse':
    'Ein eigener Vorfahr oder Nachkomme eines Mitglieds kann nicht als Ehepartner verknüpft werden.',
  'profiles.addressTypeOnce': 'Geben Sie jede Adressart nur einmal an',
  'profiles.chooseState': 'Wählen Sie ein Bundesland bzw. eine Region des Landes',
  'access.inviteRefused':
    'Nur ein Familienverwalter oder der Zweigverwalter dieser Person kann sie einladen.',
  'access.uploadRefused': 'Sie dürfen keine Bilder in diese Familie hochladen.',
  'media.noSuchImage': 'Dieses Bild gibt es nicht.',
  'gallery.manageRefused': 'Sie dürfen die Alben dieser Familie nicht verwalten.',
  'gallery.branchRefused':
    'Ein Zweigverwalter verwaltet nur Alben und Fotos von Personen seines Zweigs; alle übrigen verwaltet der Familienverwalter.',
  'gallery.noAlbum': 'Dieses Album gibt es nicht.',
  'gallery.noPhoto': 'Dieses Foto gibt es in diesem Album nicht.',
  'auth.signInLinkExpired': 'Dieser Anmeldelink ist abgelaufen. Bitte melden Sie sich erneut an.',
  'research.repositoryKeepsSources':
    'Dieser Aufbewahrungsort enthält {count} Quelle(n). Wählen Sie für sie zuerst einen anderen Aufbewahrungsort.',
  'site.adminOnly': 'Nur ein Familienverwalter kann die Website ändern.',
  'site.noMenu': 'Dieses Menü gibt es in dieser Familie nicht.',
  'site.noFamily': 'Diese Familie gibt es nicht.',
  'accounts.platformAdminEmail': 'Diese E-Mail-Adresse gehört einem Plattformadministrator.',
  'accounts.emailTaken': 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
  'branchAdmins.adminOnly': 'Nur ein Familienverwalter kann das tun.',
  'branchAdmins.manageAdminOnly': 'Nur ein Familienverwalter kann Zweigverwalter verwalten.',
  'branchAdmins.chooseBranchAdmin':
    'Wählen Sie einen aktiven oder eingeladenen Zweigverwalter dieser Familie',
  'branchAdmins.emailExists':
    'In dieser Familie gibt es bereits einen Zweigverwalter mit dieser E-Mail-Adresse.',
  'branchAdmins.alreadyFamilyAdmin': 'Diese Person ist bereits Familienverwalter dieser Familie.',
  'branchAdmins.notFound': 'Diesen Zweigverwalter gibt es in dieser Familie nicht.',
  'branchAdmins.notAssigned': 'Dieses Mitglied ist diesem Zweigverwalter nicht zugewiesen.',
  'platform.adminOnly': 'Nur ein Plattformadministrator kann das tun.',
  'platform.userExists': 'Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse',
  'families.invalidSubdomain': 'Ungültige Subdomain',
  'families.subdomainReserved': 'Die Subdomain „{domainName}“ ist reserviert',
  'families.subdomainTaken': 'Die Subdomain „{domainName}“ ist bereits vergeben',
  'invitations.manageRefused':
    'Nur ein Familienverwalter oder der Zweigverwalter ihrer Person kann Mitglieder verwalten.',
  'invitations.noMemberAccount': 'Dieses Mitgliedskonto gibt es in dieser Familie nicht.',
  'invitations.linkInvalid': 'Dieser Einladungslink ist ungültig.',
  'invitations.used':
    'Diese Einladung wurde bereits verwendet. Melden Sie sich mit Ihrem Passwort an.',
  'invitations.expired':
    'Diese Einladung ist abgelaufen. Bitten Sie Ihren Familienverwalter um eine neue.',
  'invitations.noLongerValid': 'Diese Einladung ist nicht mehr gültig.',
  'history.noSuchChange': 'Diese Änderung gibt es in dieser Familie nicht.',
  'history.noSuchVersion': 'Diese Version gibt es nicht',
  'history.changedBy': 'Geändert von {who}',
  'history.someone': 'Jemand',
  'history.staleVersion':
    '{who} hat dies am {at} geändert, nachdem Sie es geöffnet hatten. Es wurde nichts gespeichert: Laden Sie neu, um die Änderungen zu sehen.',
  'history.newerChange':
    'Diese Änderung kann nicht rückgängig gemacht werden: {who} hat dieselben Felder später geändert, am {at}.',
  'history.dependsOnLater':
    'Diese Änderung kann nicht rückgängig gemacht werden: {what}, geändert von {who} am {at}, hängt davon ab. Machen Sie zuerst das rückgängig.',
  'history.dependsOn':
    'Diese Änderung kann nicht rückgängig gemacht werden: {what} hängt davon ab.',
  'history.breaksRule': 'Diese Änderung kann nicht rückgängig gemacht werden: {rule}',
  'history.imageGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: {what} wurde inzwischen gelöscht. Es wurde nichts geändert.',
  'history.placeParentGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Der übergeordnete Ort wurde inzwischen gelöscht. Es wurde nichts geändert.',
  'history.placeHasChildren':
    'Diese Änderung kann nicht rückgängig gemacht werden: Innerhalb dieses Ortes liegen weitere Orte; löschen Sie diese zuerst. Es wurde nichts geändert.',
  'history.placeTextChanged':
    'Diese Änderung kann nicht rückgängig gemacht werden: Ein Ortstext, den sie umgeschrieben hat, wurde inzwischen geändert. Es wurde nichts geändert.',
  'history.placeEditedSince':
    'Diese Änderung kann nicht rückgängig gemacht werden: Ein Ort, den sie umbenannt oder zusammengeführt hat, wurde inzwischen bearbeitet; machen Sie zuerst diese Bearbeitung rückgängig. Es wurde nichts geändert.',
  'history.onlyNoteLink':
    'Diese Änderung kann nicht rückgängig gemacht werden: Es ist die einzige Verknüpfung ihrer Notiz (löschen Sie stattdessen die Notiz). Es wurde nichts geändert.',
  'history.noteOrPersonGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Die Notiz oder die verknüpfte Person wurde inzwischen gelöscht. Es wurde nichts geändert.',
  'history.repositoryGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Der genannte Aufbewahrungsort wurde inzwischen gelöscht. Es wurde nichts geändert.',
  'history.citedGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Die Quelle oder die zitierte Person bzw. das zitierte Paar wurde inzwischen gelöscht. Es wurde nichts geändert.',
  'history.mediaLinkGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Das Medium oder der verknüpfte Datensatz wurde inzwischen gelöscht. Es wurde nichts geändert.',
  'history.parentGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Ein Vater oder eine Mutter der Person ist nicht mehr im Stammbaum.',
  'history.albumPersonGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Die Person, um die es ging, ist nicht mehr im Stammbaum.',
  'history.branchAdminGone':
    'Diese Änderung kann nicht rückgängig gemacht werden: Der Zweigverwalter, dem sie das Mitglied zurückgibt, existiert nicht mehr.',
  'history.otherMemberAccount':
    'Diese Änderung kann nicht rückgängig gemacht werden: Die Person hat inzwischen ein anderes Mitgliedskonto.',
  'history.whatNoteLink': 'eine Verknüpfung der Notiz',
  'history.whatCitation': 'eine Fundstelle der Quelle',
  'history.whatCitationMedia': 'eine Medienverknüpfung der Fundstelle',
  'history.whatChild': 'das Kind {name}',
  'history.whatSpouse': 'ein mit der Person verknüpfter Ehepartner',
  'history.whatImported': 'eine importierte Person',
  'history.whatTiedToImport': '{name}, verbunden mit einer importierten Person',
  'history.whatInBranch': '{name} im Zweig dieses Zweigverwalters',
  'history.whatFactPlace': 'der Ort eines umgeschriebenen Ereignisses',
  'history.whatPhoto': 'das wiederhergestellte Foto',
  'history.whatCover': 'das wiederhergestellte Titelbild',
  'history.whatImage': 'das wiederhergestellte Bild',
  'history.whatSectionImage': 'das Bild des Abschnitts „{title}“',
  'history.aMember': 'Ein Mitglied',

  'gedcom.storesTooMuch':
    '{refusal} Der Import würde etwa {size} Byte speichern, mehr als {limit}.',
  'gedcom.serverImportLimit':
    'die Grenze dieses Servers für einen Import (GEDCOM_IMPORT_MAX_BYTES) von {max} Byte',
  'gedcom.fileSizeLimit': 'das {multiple}-Fache der Dateigröße ({max} Byte)',
  'gedcom.decisionsNotJson':
    'Die Entscheidungen sind ungültig: Senden Sie ein JSON-Objekt mit den Xrefs der Datei, jeweils mit einer Personen-ID oder null.',
  'gedcom.decisionsUnknownXref': 'Die Datei enthält keine Person {xref}.',
  'gedcom.decisionsUnknownPerson': 'Person {id} gehört nicht zu dieser Familie.',
  'gedcom.decisionsSamePerson':
    '{first} und {second} aus der Datei können nicht beide derselben Person ({id}) zugeordnet werden.',
  'gedcom.mergedSince':
    'Dieser Import kann nicht rückgängig gemacht werden: Personen der Familie, mit denen er Personen der Datei zusammengeführt hat, wurden seitdem geändert. Machen Sie zuerst die späteren Änderungen rückgängig.',
  'duplicates.notAdmin':
    'Nur die Administratoren der Familie und Zweig-Administratoren können Duplikate suchen.',
  'duplicates.samePerson': 'Ein Paar braucht zwei verschiedene Personen.',
  'duplicates.outsideBranch': '{name} gehört nicht zu Ihrem Zweig.',
  'merge.samePerson': 'Eine Person kann nicht mit sich selbst zusammengeführt werden.',
  'merge.unknownPerson': 'Diese Person gibt es in dieser Familie nicht.',
  'merge.otherFamily': 'Nur zwei Personen derselben Familie können zusammengeführt werden.',
  'merge.ancestor': '{name} kann nicht mit einem eigenen Vorfahren zusammengeführt werden.',
  'merge.descendant': '{name} kann nicht mit einem eigenen Nachkommen zusammengeführt werden.',
  'merge.mayNotMerge': 'Sie dürfen {name} nicht bearbeiten und daher nicht zusammenführen.',
  'merge.chooseFather': 'Die beiden Personen haben verschiedene Väter: Wählen Sie, welcher bleibt.',
  'merge.chooseMother': 'Die beiden Personen haben verschiedene Mütter: Wählen Sie, welche bleibt.',
  'merge.fatherAndMother':
    'Die zusammengeführte Person wäre Vater einiger Kinder und Mutter anderer.',
  'merge.parentGender':
    'Die zusammengeführte Person ist im Stammbaum ein Elternteil: Wählen Sie das passende Geschlecht (männlich für einen Vater, weiblich für eine Mutter).',
  'merge.changedSince':
    'Diese Zusammenführung kann nicht rückgängig gemacht werden: Die zusammengeführten Personen wurden seitdem geändert. Machen Sie zuerst die späteren Änderungen rückgängig.',
  'merge.noteHeading': 'Nicht übernommene Angaben beim Zusammenführen von {kept} und {other}:',
  'merge.noteName': 'Name: {value}',
  'merge.noteNickName': 'Spitzname: {value}',
  'merge.noteFamilyName': 'Familienname: {value}',
  'merge.noteBirth': 'Geboren: {value}',
  'merge.noteDeath': 'Gestorben: {value}',
  'merge.noteContact': 'Kontakt: {value}',
} satisfies Translation<typeof en>;
