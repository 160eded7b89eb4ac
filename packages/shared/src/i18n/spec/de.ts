import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  'login.emailRequired': 'E-Mail-Adresse ist erforderlich',
  'login.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'login.passwordRequired': 'Passwort ist erforderlich',
  'login.headerValueRequired': 'Bitte geben Sie den Wert ein',
  'login.failed': 'Anmeldung fehlgeschlagen',
  'login.wrongCredentials': 'E-Mail-Adresse oder Passwort ist falsch',
  'login.tooManyAttempts':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'login.accountBlocked': 'Ihr Konto wurde vom Familienverwalter gesperrt.',
  'account.resetRequested':
    'Wenn ein Konto diese E-Mail-Adresse verwendet, ist ein Link zum Festlegen eines neuen Passworts unterwegs. Er ist eine Stunde lang gültig.',
  'account.resetLinkInvalid':
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig. Fordern Sie einen neuen an.',
  'account.resetLinkUsed':
    'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Fordern Sie einen neuen an.',
  'account.resetLinkExpired':
    'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Fordern Sie einen neuen an.',
  'account.tooManyResets':
    'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'account.currentPasswordRequired': 'Geben Sie Ihr aktuelles Passwort ein',
  'account.currentPasswordWrong': 'Das ist nicht Ihr aktuelles Passwort',
  'account.sessionNotFound': 'Diese Sitzung gibt es in Ihrem Konto nicht.',
  'account.memberAlreadyHasAccount': 'Diese Person hat bereits ein Mitgliedskonto.',
  'account.emailInFamily': 'Diese E-Mail-Adresse gehört bereits jemandem aus dieser Familie.',
  'password.required': 'Wählen Sie ein Passwort',
  'password.tooShort': 'Verwenden Sie mindestens 12 Zeichen',
  'password.tooLong': 'Verwenden Sie höchstens 200 Zeichen',
  'password.tooCommon':
    'Dieses Passwort ist zu verbreitet oder zu einfach. Wählen Sie eines, das schwerer zu erraten ist.',
  'admin.invalidCredentials': 'Ungültige Administrator-Anmeldedaten',
  'relation.samePerson':
    'Wählen Sie zwei verschiedene Personen: Eine Person ist nicht mit sich selbst verwandt.',
  'member.loadDetailsFailed': 'Die Benutzerdaten konnten nicht geladen werden.',
  'member.treeLoadFailed': 'Die Daten des Stammbaums konnten nicht geladen werden.',
  'member.relationLoadFailed': 'Die Suchdaten des Stammbaums konnten nicht geladen werden.',
  'member.saved': 'Die Angaben wurden gespeichert',
  'member.deleted': 'Das Mitglied wurde gelöscht',
  'member.deleteConfirm': 'Möchten Sie dieses Mitglied wirklich löschen?',
  'member.fatherStaysMale':
    'Dieses Mitglied ist der Vater eines Kindes im Stammbaum: Wählen Sie Männlich oder Weiblich, nicht Unbekannt',
  'member.motherStaysFemale':
    'Dieses Mitglied ist die Mutter eines Kindes im Stammbaum: Wählen Sie Männlich oder Weiblich, nicht Unbekannt',
  'member.parentGenderUnknown':
    'Wählen Sie Männlich oder Weiblich als Geschlecht der Eltern des Kindes, bevor Sie ein Kind hinzufügen',
  'branchAdmin.nameRequired': 'Name ist erforderlich',
  'branchAdmin.emailRequired': 'E-Mail-Adresse ist erforderlich',
  'branchAdmin.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'branchAdmin.removeAssignedFailed':
    'Das Löschen ist fehlgeschlagen, bitte versuchen Sie es später erneut',
  'branchAdmin.removeAssignedDone': 'Das zugewiesene Mitglied wurde entfernt',
  'branchAdmin.blockConfirm':
    'Möchten Sie diesen Zweigverwalter wirklich sperren? Die Familienmitglieder unter diesem Zweigverwalter werden dann ebenfalls frei.',
  'branchAdmin.deleteNotImplemented': 'Noch nicht verfügbar',
  'branchAdmin.ownerOnlyName': 'Nur der Kontoinhaber kann seinen Namen ändern',
  'branchAdmin.ownerOnlyEmail': 'Nur der Kontoinhaber kann seine E-Mail-Adresse ändern',
  'branchAdmin.activeNeedsConsent': 'Nur der Kontoinhaber kann die Einladung annehmen',
  'invitations.hasPassword':
    'Dieses Konto hat bereits ein Passwort. Melden Sie sich an, um auf die Einladung zu antworten.',
  'invitations.noneFromFamily': 'Sie haben keine offene Einladung von dieser Familie.',
  'invitations.accepted': 'Sie haben die Einladung angenommen.',
  'invitations.declined': 'Sie haben die Einladung abgelehnt.',
  'linkRequests.sent':
    'Eine Verknüpfungsanfrage wurde an {familyName} gesendet. Der Ehepartner erscheint, sobald der Familienverwalter dort zustimmt.',
  'linkRequests.alreadyPending':
    'Eine Verknüpfungsanfrage zwischen diesen beiden Personen wartet bereits auf eine Antwort.',
  'linkRequests.alreadyAnswered': 'Diese Verknüpfungsanfrage wurde bereits beantwortet.',
  'linkRequests.notFound': 'Diese Verknüpfungsanfrage gibt es nicht.',
  'linkRequests.onlyTargetAdmin':
    'Nur der Familienverwalter der anderen Familie kann diese Verknüpfungsanfrage beantworten.',
  'linkRequests.onlyRequestingAdmin':
    'Nur ein Familienverwalter der anfragenden Familie kann diese Verknüpfungsanfrage zurückziehen.',
  'linkRequests.listForbidden':
    'Nur ein Familienverwalter kann die Verknüpfungsanfragen der Familie sehen.',
  'linkRequests.accepted': 'Verknüpfungsanfrage angenommen.',
  'linkRequests.declined': 'Verknüpfungsanfrage abgelehnt.',
  'linkRequests.cancelled': 'Verknüpfungsanfrage zurückgezogen.',
  'linkRequests.loadFailed': 'Die Verknüpfungsanfragen konnten nicht geladen werden.',
  'linkRequests.noneIncoming': 'Für Ihre Familie warten keine Verknüpfungsanfragen.',
  'linkRequests.noneOutgoing': 'Ihre Familie hat keine Verknüpfungsanfragen gesendet.',
  'content.maxFileSize': 'Eine Datei darf höchstens 2 MB groß sein',
  'content.onlyImages': 'Nur Bilddateien sind erlaubt',
  'content.tooManyPixels':
    'Bilder dürfen höchstens 40 Megapixel haben (zum Beispiel 8.000 × 5.000 Pixel)',
  'content.tooManyUploads':
    'In kurzer Zeit wurden zu viele Bilder hochgeladen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  'content.uploadsBusy':
    'Der Server ist mit anderen Bildern beschäftigt. Bitte versuchen Sie es gleich noch einmal.',
  'content.imageRequired': 'Bild ist erforderlich',
  'content.imageDescriptionTooLong': 'Die Bildbeschreibung darf höchstens 1024 Zeichen lang sein',
  'content.publishConfirm': 'Möchten Sie diese Inhalte wirklich auf der Website veröffentlichen?',
  'content.published': 'Die Inhalte wurden auf der Website veröffentlicht.',
  'content.deleteConfirm': 'Möchten Sie diesen Inhalt wirklich löschen?',
  'content.emptySection':
    'Dieser Abschnitt ist leer: Fügen Sie einen Titel, ein Bild oder Inhalt hinzu oder löschen Sie ihn.',
  'profile.fieldRequired': 'Dieses Feld ist erforderlich',
  'profile.phoneDigits': 'Muss 10 bis 15 Ziffern haben',
  'profile.emailInvalid': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'profile.endBeforeStart': 'Das Enddatum muss nach dem Anfangsdatum liegen',
  'profile.correctErrors': 'Bitte korrigieren Sie die Fehler, bevor Sie speichern.',
  'profile.basicSaved': 'Die Grunddaten wurden gespeichert.',
  'profile.addressSaved': 'Adresse und Kontaktdaten wurden gespeichert.',
  'profile.educationSaved': 'Die Angaben zu Ausbildung und Beruf wurden gespeichert.',
  'profile.aboutSaved': 'Die Angaben unter „Über mich“ wurden gespeichert.',
  'profile.photoSaved': 'Das Profilbild wurde aktualisiert.',
  'profile.coverSaved': 'Das Titelbild wurde aktualisiert.',
  'profile.contactForEditorsOnly':
    'Nur die Familienverwalter und der Zweigverwalter dieses Mitglieds sehen Telefonnummer und E-Mail-Adresse.',
  'profile.addressForEditorsOnly':
    'Nur die Familienverwalter und der Zweigverwalter dieses Mitglieds sehen die Adressen.',
  'chart.loadFailed': 'Das Diagramm konnte nicht geladen werden.',
  'chart.noSuchChart':
    'Dieses Diagramm gibt es nicht. Wählen Sie im Stammbaum eine Person und ein Diagramm.',
  'chart.noAncestors': 'Für diese Person sind keine Vorfahren erfasst.',
  'chart.noDescendants': 'Für diese Person sind keine Kinder erfasst.',
  'chart.downloadFailed':
    'Das Diagramm konnte nicht als Datei gespeichert werden. Bitte versuchen Sie es erneut.',
  'chart.tooLargeToPrint':
    'Dieses Diagramm ist zu groß, um es auf Seiten zu drucken. Wählen Sie weniger Generationen oder laden Sie es als SVG oder PNG herunter.',
  'treeList.searchNotFound': 'Niemand im Stammbaum hat diesen Namen.',
  'notFound.title': '404 – Seite nicht gefunden',
  'notFound.body': 'Die gesuchte Seite existiert nicht.',
  'notFound.family': 'Unter dieser Adresse gibt es keine Familie.',
  'input.invalidId': 'Das ist keine gültige ID.',
  'input.controlCharacters': 'Entfernen Sie die unsichtbaren Steuerzeichen aus diesem Feld.',
  'input.brokenCharacters': 'Dieses Feld enthält fehlerhafte Zeichen.',
  'input.directionControls': 'Namen dürfen keine Steuerzeichen für die Textrichtung enthalten.',
  'input.unknownField': 'Dieses Feld gehört nicht zu dieser Anfrage.',
  'input.nestedTooDeep': 'Diese Anfrage verschachtelt Listen oder Objekte tiefer als 32 Ebenen.',
  'input.tooManyValues': 'Diese Anfrage enthält mehr als 20.000 Werte.',
  'input.richTextTooDeep': 'Die Formatierung dieses Textes ist tiefer als 32 Ebenen verschachtelt.',
  'gedcom.notGedcom': 'Diese Datei ist keine GEDCOM-Datei',
  'gedcom.fileRequired': 'Wählen Sie eine GEDCOM-Datei (.ged) zum Importieren.',
  'gedcom.tooLarge': 'Eine GEDCOM-Datei darf höchstens 200 MB groß sein.',
  'gedcom.familyNotEmpty':
    'Diese Familie hat bereits Mitglieder. Eine GEDCOM-Datei kann nur in eine Familie ohne Mitglieder importiert werden.',
  'gedcom.unknownFounder':
    'Diese Person ist keine der möglichen Stammpersonen der Datei (Personen ohne Eltern).',
  'gedcom.adminOnly':
    'Nur ein Familienverwalter kann die ganze Familie importieren oder exportieren.',
  'gedcom.branchOnly': 'Ein Zweigverwalter kann nur seinen eigenen Zweig exportieren.',
  'gedcom.jobNotFound': 'Diesen Import gibt es nicht.',
  'gedcom.restarted':
    'Der Server wurde während des Imports neu gestartet; es wurde nichts importiert. Bitte starten Sie den Import erneut.',
  'gedcom.failed': 'Der Import ist fehlgeschlagen; es wurde nichts importiert.',
  'gedcom.tooMuchStored':
    'Diese Datei kann nicht importiert werden: Sie würde zu viel Speicherplatz belegen.',
  'gedcom.zipBroken': 'Diese ZIP-Datei kann nicht gelesen werden.',
  'gedcom.zipNoGedcom': 'Diese ZIP-Datei enthält keine gedcom.ged: Sie ist kein GEDZIP.',
  'gedcom.zipUnsafePath':
    'Diese ZIP-Datei nennt eine Datei außerhalb ihrer selbst (einen Pfad mit „..“ oder einen absoluten Pfad).',
  'gedcom.zipTooLarge':
    'Diese ZIP-Datei ist entpackt zu groß (höchstens 20.000 Dateien und 2 GB, keine Datei mehr als 100-fach gepackt).',
  'gedcom.zipMediaType':
    'Diese ZIP-Datei enthält eine Mediendatei, die weder ein Bild (JPEG, PNG, GIF, WebP) noch ein PDF ist.',
  'gedcom.zipMediaTooLarge':
    'Eine Mediendatei dieser ZIP-Datei ist zu groß (Bilder 2 MB, PDFs 10 MB).',
  'gedcom.zipIsSeven': 'Ein GEDZIP (ZIP mit Medien) ist GEDCOM 7.0: Exportieren Sie mit Version 7.',
  'common.invalidInput': 'Einige Felder sind ungültig.',
  'common.unauthenticated': 'Bitte melden Sie sich an, um fortzufahren.',
  'common.forbidden': 'Dazu sind Sie nicht berechtigt.',
  'common.notFound': 'Nicht gefunden.',
  'common.serverError': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'common.concurrentEdit':
    'Jemand anderes hat gerade dieselben Mitglieder geändert. Bitte versuchen Sie es erneut.',
} satisfies Translation<typeof en>;
