import type { Translation } from '../namespace.js';
import type en from './en.js';

export default {
  'login.emailRequired': 'E-mailadres is verplicht',
  'login.emailInvalid': 'Voer een geldig e-mailadres in',
  'login.passwordRequired': 'Wachtwoord is verplicht',
  'login.headerValueRequired': 'Voer de waarde in',
  'login.failed': 'Inloggen mislukt',
  'login.wrongCredentials': 'Ongeldig e-mailadres of wachtwoord',
  'login.tooManyAttempts':
    'Te veel mislukte inlogpogingen. Wacht een paar minuten en probeer het opnieuw.',
  'login.accountBlocked': 'Je account is geblokkeerd door de familiebeheerder.',
  'account.resetRequested':
    'Als er een account met dit e-mailadres bestaat, is er een link onderweg om een nieuw wachtwoord te kiezen. De link is één uur geldig.',
  'account.resetLinkInvalid':
    'Deze link om je wachtwoord opnieuw in te stellen is ongeldig. Vraag een nieuwe aan.',
  'account.resetLinkUsed':
    'Deze link om je wachtwoord opnieuw in te stellen is al gebruikt. Vraag een nieuwe aan.',
  'account.resetLinkExpired':
    'Deze link om je wachtwoord opnieuw in te stellen is verlopen. Vraag een nieuwe aan.',
  'account.tooManyResets':
    'Te veel verzoeken om het wachtwoord opnieuw in te stellen. Wacht een paar minuten en probeer het opnieuw.',
  'account.currentPasswordRequired': 'Voer je huidige wachtwoord in',
  'account.currentPasswordWrong': 'Dit is niet je huidige wachtwoord',
  'account.sessionNotFound': 'Je hebt geen sessie met deze gegevens.',
  'account.memberAlreadyHasAccount': 'Deze persoon heeft al een ledenaccount.',
  'account.emailInFamily': 'Dit e-mailadres hoort al bij iemand uit deze familie.',
  'password.required': 'Kies een wachtwoord',
  'password.tooShort': 'Gebruik minstens 12 tekens',
  'password.tooLong': 'Gebruik hoogstens 200 tekens',
  'password.tooCommon':
    'Dit wachtwoord is te gangbaar of te eenvoudig. Kies er een dat moeilijker te raden is.',
  'admin.invalidCredentials': 'Ongeldige beheerdersgegevens',
  'relation.samePerson':
    'Kies twee verschillende personen: een persoon is niet aan zichzelf verwant.',
  'member.loadDetailsFailed': 'De gebruikersgegevens konden niet worden geladen.',
  'member.treeLoadFailed': 'De gegevens van de stamboom konden niet worden geladen.',
  'member.relationLoadFailed': 'De zoekgegevens van de stamboom konden niet worden geladen.',
  'member.saved': 'De gegevens zijn opgeslagen',
  'member.deleted': 'Het lid is verwijderd',
  'member.deleteConfirm': 'Weet je zeker dat je dit lid wilt verwijderen?',
  'member.fatherStaysMale':
    'Dit lid is de vader van een kind in de stamboom: kies Man of Vrouw, niet Onbekend',
  'member.motherStaysFemale':
    'Dit lid is de moeder van een kind in de stamboom: kies Man of Vrouw, niet Onbekend',
  'member.parentGenderUnknown':
    'Kies Man of Vrouw als geslacht van de ouders van het kind voordat je een kind toevoegt',
  'branchAdmin.nameRequired': 'Naam is verplicht',
  'branchAdmin.emailRequired': 'E-mailadres is verplicht',
  'branchAdmin.emailInvalid': 'Voer een geldig e-mailadres in',
  'branchAdmin.removeAssignedFailed': 'Verwijderen is mislukt, probeer het later opnieuw',
  'branchAdmin.removeAssignedDone': 'Het toegewezen lid is verwijderd',
  'branchAdmin.blockConfirm':
    'Weet je zeker dat je deze takbeheerder wilt blokkeren? De familieleden onder deze takbeheerder komen dan ook vrij.',
  'branchAdmin.deleteNotImplemented': 'Nog niet beschikbaar',
  'branchAdmin.ownerOnlyName': 'Alleen de accounthouder kan de eigen naam wijzigen',
  'branchAdmin.ownerOnlyEmail': 'Alleen de accounthouder kan het eigen e-mailadres wijzigen',
  'branchAdmin.activeNeedsConsent': 'Alleen de accounthouder kan de uitnodiging accepteren',
  'invitations.hasPassword':
    'Dit account heeft al een wachtwoord. Log in om op de uitnodiging te reageren.',
  'invitations.noneFromFamily': 'Je hebt geen openstaande uitnodiging van deze familie.',
  'invitations.accepted': 'Je hebt de uitnodiging geaccepteerd.',
  'invitations.declined': 'Je hebt de uitnodiging afgewezen.',
  'linkRequests.sent':
    'Er is een koppelverzoek naar {familyName} gestuurd. De partner verschijnt zodra de familiebeheerder daar het verzoek accepteert.',
  'linkRequests.alreadyPending':
    'Er wacht al een koppelverzoek tussen deze twee personen op antwoord.',
  'linkRequests.alreadyAnswered': 'Dit koppelverzoek is al beantwoord.',
  'linkRequests.notFound': 'Dit koppelverzoek bestaat niet.',
  'linkRequests.onlyTargetAdmin':
    'Alleen de familiebeheerder van de andere familie kan dit koppelverzoek beantwoorden.',
  'linkRequests.onlyRequestingAdmin':
    'Alleen een familiebeheerder van de aanvragende familie kan dit koppelverzoek annuleren.',
  'linkRequests.listForbidden':
    'Alleen een familiebeheerder kan de koppelverzoeken van de familie zien.',
  'linkRequests.accepted': 'Koppelverzoek geaccepteerd.',
  'linkRequests.declined': 'Koppelverzoek afgewezen.',
  'linkRequests.cancelled': 'Koppelverzoek geannuleerd.',
  'linkRequests.loadFailed': 'De koppelverzoeken konden niet worden geladen.',
  'linkRequests.noneIncoming': 'Er wachten geen koppelverzoeken op je familie.',
  'linkRequests.noneOutgoing': 'Je familie heeft geen koppelverzoeken verstuurd.',
  'content.maxFileSize': 'Een bestand mag hoogstens 2 MB groot zijn',
  'content.onlyImages': 'Alleen afbeeldingsbestanden zijn toegestaan',
  'content.tooManyPixels':
    'Afbeeldingen mogen hoogstens 40 megapixel hebben (bijvoorbeeld 8.000 × 5.000 pixels)',
  'content.tooManyUploads':
    'Er zijn in korte tijd te veel afbeeldingen geüpload. Wacht een minuut en probeer het opnieuw.',
  'content.uploadsBusy':
    'De server is bezig met andere afbeeldingen. Probeer het zo meteen opnieuw.',
  'content.imageRequired': 'Afbeelding is verplicht',
  'content.imageDescriptionTooLong':
    'De beschrijving van de afbeelding mag hoogstens 1024 tekens lang zijn',
  'content.publishConfirm': 'Weet je zeker dat je deze inhoud op de website wilt publiceren?',
  'content.published': 'De inhoud is op de website gepubliceerd.',
  'content.deleteConfirm': 'Weet je zeker dat je deze inhoud wilt verwijderen?',
  'content.emptySection':
    'Dit onderdeel is leeg: voeg een titel, een afbeelding of inhoud toe, of verwijder het.',
  'profile.fieldRequired': 'Dit veld is verplicht',
  'profile.phoneDigits': 'Moet uit 10 tot 15 cijfers bestaan',
  'profile.emailInvalid': 'Voer een geldig e-mailadres in',
  'profile.endBeforeStart': 'De einddatum moet na de begindatum liggen',
  'profile.correctErrors': 'Corrigeer de fouten voordat je opslaat.',
  'profile.basicSaved': 'De basisgegevens zijn opgeslagen.',
  'profile.addressSaved': 'Het adres en de contactgegevens zijn opgeslagen.',
  'profile.educationSaved': 'De gegevens over opleiding en beroep zijn opgeslagen.',
  'profile.aboutSaved': 'De gegevens onder ‘Over’ zijn opgeslagen.',
  'profile.photoSaved': 'De profielfoto is bijgewerkt.',
  'profile.coverSaved': 'De omslagfoto is bijgewerkt.',
  'profile.contactForEditorsOnly':
    'Alleen de familiebeheerders en de takbeheerder van dit lid zien het telefoonnummer en het e-mailadres.',
  'profile.addressForEditorsOnly':
    'Alleen de familiebeheerders en de takbeheerder van dit lid zien de adressen.',
  'chart.loadFailed': 'De grafiek kon niet worden geladen.',
  'chart.noSuchChart': 'Deze grafiek bestaat niet. Kies een persoon en een grafiek in de stamboom.',
  'chart.noAncestors': 'Voor deze persoon zijn geen voorouders vastgelegd.',
  'chart.noDescendants': 'Voor deze persoon zijn geen kinderen vastgelegd.',
  'chart.downloadFailed': 'De grafiek kon niet als bestand worden opgeslagen. Probeer het opnieuw.',
  'chart.tooLargeToPrint':
    'Deze grafiek is te groot om op pagina’s af te drukken. Kies minder generaties of download hem als SVG of PNG.',
  'treeList.searchNotFound': 'Niemand in de stamboom heeft deze naam.',
  'notFound.title': '404 - Pagina niet gevonden',
  'notFound.body': 'De pagina die je zoekt, bestaat niet.',
  'notFound.family': 'Er is geen familie met dit adres.',
  'input.invalidId': 'Dit is geen geldige id.',
  'input.controlCharacters': 'Verwijder de onzichtbare stuurtekens uit dit veld.',
  'input.brokenCharacters': 'Dit veld bevat beschadigde tekens.',
  'input.directionControls': 'Namen mogen geen stuurtekens voor de tekstrichting bevatten.',
  'input.unknownField': 'Dit veld hoort niet bij dit verzoek.',
  'input.nestedTooDeep': 'Dit verzoek nest lijsten of objecten meer dan 32 niveaus diep.',
  'input.tooManyValues': 'Dit verzoek bevat meer dan 20.000 waarden.',
  'input.richTextTooDeep': 'Deze tekst nest zijn opmaak meer dan 32 niveaus diep.',
  'gedcom.notGedcom': 'Dit bestand is geen GEDCOM-bestand',
  'gedcom.fileRequired': 'Kies een GEDCOM-bestand (.ged) om te importeren.',
  'gedcom.tooLarge': 'Een GEDCOM-bestand mag hoogstens 200 MB groot zijn.',
  'gedcom.familyNotEmpty':
    'Deze familie heeft al leden. Een GEDCOM-bestand kan alleen worden geïmporteerd in een familie zonder leden.',
  'gedcom.unknownFounder':
    'Deze persoon is geen van de mogelijke stamouders in het bestand (personen zonder ouders).',
  'gedcom.adminOnly': 'Alleen een familiebeheerder kan de hele familie importeren of exporteren.',
  'gedcom.branchOnly': 'Een takbeheerder kan alleen de eigen tak exporteren.',
  'gedcom.jobNotFound': 'Deze import bestaat niet.',
  'gedcom.restarted':
    'De server is tijdens de import opnieuw gestart; er is niets geïmporteerd. Start de import opnieuw.',
  'gedcom.failed': 'De import is mislukt; er is niets geïmporteerd.',
  'gedcom.tooMuchStored':
    'Dit bestand kan niet worden geïmporteerd: het zou te veel ruimte innemen.',
  'gedcom.zipBroken': 'Dit zipbestand kan niet worden gelezen.',
  'gedcom.zipNoGedcom': 'Deze zip bevat geen gedcom.ged: het is geen GEDZIP.',
  'gedcom.zipUnsafePath':
    'Deze zip verwijst naar een bestand buiten zichzelf (een pad met ".." of een absoluut pad).',
  'gedcom.zipTooLarge':
    'Deze zip is uitgepakt te groot (hoogstens 20.000 bestanden en 2 GB, geen bestand meer dan 100 keer gecomprimeerd).',
  'gedcom.zipMediaType':
    'Deze zip bevat een mediabestand dat geen afbeelding (JPEG, PNG, GIF, WebP) en geen pdf is.',
  'gedcom.zipMediaTooLarge':
    'Een mediabestand in deze zip is te groot (afbeeldingen 2 MB, pdf’s 10 MB).',
  'gedcom.zipIsSeven': 'Een GEDZIP (zip met media) is GEDCOM 7.0: exporteer met versie 7.',
  'common.invalidInput': 'Sommige velden zijn ongeldig.',
  'common.unauthenticated': 'Log in om verder te gaan.',
  'common.forbidden': 'Je hebt geen toestemming om dit te doen.',
  'common.notFound': 'Niet gevonden.',
  'common.serverError': 'Er is bij ons iets misgegaan. Probeer het opnieuw.',
  'common.concurrentEdit':
    'Iemand anders wijzigde op dit moment dezelfde leden. Probeer het opnieuw.',
} satisfies Translation<typeof en>;
