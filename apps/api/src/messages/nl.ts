import type { Translation } from '@familytree/shared';
import type en from './en.js';

export default {
  'request.invalidJson': 'De inhoud van het verzoek is geen geldige JSON.',
  'request.bodyTooLarge': 'Het verzoek is te groot.',
  'request.unsupportedMediaType': 'De server accepteert dit soort inhoud niet.',
  'request.emptyJsonBody': 'De inhoud van het verzoek is leeg.',
  'request.badContentLength':
    'De grootte van de inhoud van het verzoek komt niet overeen met de Content-Length.',
  'request.ifMatch': 'Stuur de geladen versie mee als If-Match: "{example}"',
  'members.notFound': 'Dit lid bestaat niet.',
  'members.notInFamily': 'Dit lid bestaat niet in deze familie.',
  'members.notInFamilyField': 'Dit lid bestaat niet in deze familie',
  'members.mayNotEdit': 'Je mag dit lid niet bewerken.',
  'members.notSpouse': 'Deze persoon is geen partner van het lid.',
  'tree.deleteOnlyLeaf': 'Alleen een lid zonder kinderen en partners kan worden verwijderd.',
  'tree.spouseOnlyWithoutChildren':
    'Een partner kan alleen worden verwijderd zolang het lid geen kinderen heeft.',
  'tree.notOfFamily': 'Deze persoon hoort niet bij deze familie.',
  'tree.founderAdminOnly': 'Alleen een familiebeheerder kan een stamvader of stammoeder toevoegen.',
  'tree.reorderOwnBranch': 'Je mag alleen de leden van je eigen tak opnieuw ordenen.',
  'tree.childOrderRange': 'De plaats tussen de kinderen moet tussen 1 en {max} liggen',
  'tree.hasFather': 'Dit lid heeft al een vader.',
  'tree.hasMother': 'Dit lid heeft al een moeder.',
  'tree.chosenMemberMissing': 'Het gekozen lid bestaat niet.',
  'tree.linkOutsideBranch': 'Je mag geen lid buiten je eigen tak koppelen.',
  'tree.otherParentSpouse': 'De andere ouder moet een partner van dit lid zijn',
  'tree.otherParentRequired': 'Kies de andere ouder van het kind',
  'tree.ownSpouse': 'Een lid kan niet zijn eigen partner zijn.',
  'tree.alreadySpouses': 'Deze twee zijn al partners.',
  'tree.lineSpouse':
    'Een voorouder of nakomeling van een lid kan niet als diens partner worden gekoppeld.',
  'profiles.addressTypeOnce': 'Geef elk soort adres maar één keer op',
  'profiles.chooseState': 'Kies een provincie of regio van het land',
  'access.inviteRefused':
    'Alleen een familiebeheerder, of de takbeheerder van deze persoon, kan deze persoon uitnodigen.',
  'access.uploadRefused': 'Je mag geen afbeeldingen uploaden naar deze familie.',
  'media.noSuchImage': 'Deze afbeelding bestaat niet.',
  'gallery.manageRefused': 'Je mag de albums van deze familie niet beheren.',
  'gallery.branchRefused':
    'Een takbeheerder beheert alleen albums en foto’s van personen uit de eigen tak; de rest is aan de familiebeheerder.',
  'gallery.noAlbum': 'Dit album bestaat niet.',
  'gallery.noPhoto': 'Deze foto bestaat niet in dit album.',
  'auth.signInLinkExpired': 'Deze inloglink is verlopen. Log opnieuw in.',
  'research.repositoryKeepsSources':
    'Deze bibliotheek bevat {count} bron(nen). Kies daar eerst een andere bibliotheek voor.',
  'site.adminOnly': 'Alleen een familiebeheerder kan de website wijzigen.',
  'site.noMenu': 'Dit menu bestaat niet in deze familie.',
  'site.noFamily': 'Deze familie bestaat niet.',
  'accounts.platformAdminEmail': 'Dit e-mailadres hoort bij een platformbeheerder.',
  'accounts.emailTaken': 'Dit e-mailadres wordt al door een ander account gebruikt.',
  'branchAdmins.adminOnly': 'Alleen een familiebeheerder kan dit doen.',
  'branchAdmins.manageAdminOnly': 'Alleen een familiebeheerder kan takbeheerders beheren.',
  'branchAdmins.chooseBranchAdmin':
    'Kies een actieve of uitgenodigde takbeheerder van deze familie',
  'branchAdmins.emailExists': 'Er bestaat in deze familie al een takbeheerder met dit e-mailadres.',
  'branchAdmins.alreadyFamilyAdmin': 'Deze persoon is al familiebeheerder van deze familie.',
  'branchAdmins.notFound': 'Deze takbeheerder bestaat niet in deze familie.',
  'branchAdmins.notAssigned': 'Dit lid is niet aan deze takbeheerder toegewezen.',
  'platform.adminOnly': 'Alleen een platformbeheerder kan dit doen.',
  'platform.userExists': 'Er bestaat al een gebruiker met dit e-mailadres',
  'families.invalidSubdomain': 'Ongeldig subdomein',
  'families.subdomainReserved': 'Het subdomein ‘{domainName}’ is gereserveerd',
  'families.subdomainTaken': 'Het subdomein ‘{domainName}’ is al in gebruik',
  'invitations.manageRefused':
    'Alleen een familiebeheerder, of de takbeheerder van hun persoon, kan leden beheren.',
  'invitations.noMemberAccount': 'Dit ledenaccount bestaat niet in deze familie.',
  'invitations.linkInvalid': 'Deze uitnodigingslink is ongeldig.',
  'invitations.used': 'Deze uitnodiging is al gebruikt. Log in met je wachtwoord.',
  'invitations.expired': 'Deze uitnodiging is verlopen. Vraag je familiebeheerder om een nieuwe.',
  'invitations.noLongerValid': 'Deze uitnodiging is niet meer geldig.',
  'history.noSuchChange': 'Deze wijziging bestaat niet in deze familie.',
  'history.noSuchVersion': 'Deze versie bestaat niet',
  'history.changedBy': 'Gewijzigd door {who}',
  'history.someone': 'Iemand',
  'history.staleVersion':
    '{who} heeft dit op {at} gewijzigd, nadat jij het had geopend. Er is niets opgeslagen: laad opnieuw om de wijzigingen te zien.',
  'history.newerChange':
    'Deze wijziging kan niet worden teruggedraaid: {who} heeft dezelfde velden later gewijzigd, op {at}.',
  'history.dependsOnLater':
    'Deze wijziging kan niet worden teruggedraaid: {what}, gewijzigd door {who} op {at}, hangt ervan af. Draai dat eerst terug.',
  'history.dependsOn': 'Deze wijziging kan niet worden teruggedraaid: {what} hangt ervan af.',
  'history.breaksRule': 'Deze wijziging kan niet worden teruggedraaid: {rule}',
  'history.imageGone':
    'Deze wijziging kan niet worden teruggedraaid: {what} is inmiddels verwijderd. Er is niets gewijzigd.',
  'history.placeParentGone':
    'Deze wijziging kan niet worden teruggedraaid: de plaats waarin het ligt is inmiddels verwijderd. Er is niets gewijzigd.',
  'history.placeHasChildren':
    'Deze wijziging kan niet worden teruggedraaid: binnen deze plaats liggen andere plaatsen; verwijder die eerst. Er is niets gewijzigd.',
  'history.placeTextChanged':
    'Deze wijziging kan niet worden teruggedraaid: een plaatstekst die zij herschreef, is inmiddels gewijzigd. Er is niets gewijzigd.',
  'history.placeEditedSince':
    'Deze wijziging kan niet worden teruggedraaid: een plaats die zij hernoemde of samenvoegde, is inmiddels bewerkt; draai die wijziging eerst terug. Er is niets gewijzigd.',
  'history.onlyNoteLink':
    'Deze wijziging kan niet worden teruggedraaid: het is de enige koppeling van de notitie (verwijder in plaats daarvan de notitie). Er is niets gewijzigd.',
  'history.noteOrPersonGone':
    'Deze wijziging kan niet worden teruggedraaid: de notitie of de gekoppelde persoon is inmiddels verwijderd. Er is niets gewijzigd.',
  'history.repositoryGone':
    'Deze wijziging kan niet worden teruggedraaid: de genoemde bibliotheek is inmiddels verwijderd. Er is niets gewijzigd.',
  'history.citedGone':
    'Deze wijziging kan niet worden teruggedraaid: de bron, of de geciteerde persoon of het geciteerde paar, is inmiddels verwijderd. Er is niets gewijzigd.',
  'history.mediaLinkGone':
    'Deze wijziging kan niet worden teruggedraaid: het medium of het gekoppelde record is inmiddels verwijderd. Er is niets gewijzigd.',
  'history.parentGone':
    'Deze wijziging kan niet worden teruggedraaid: een vader of moeder van de persoon staat niet meer in de stamboom.',
  'history.albumPersonGone':
    'Deze wijziging kan niet worden teruggedraaid: de persoon om wie het ging, staat niet meer in de stamboom.',
  'history.branchAdminGone':
    'Deze wijziging kan niet worden teruggedraaid: de takbeheerder aan wie zij het lid teruggeeft, bestaat niet meer.',
  'history.otherMemberAccount':
    'Deze wijziging kan niet worden teruggedraaid: de persoon heeft inmiddels een ander ledenaccount.',
  'history.whatNoteLink': 'een koppeling van de notitie',
  'history.whatCitation': 'een citaat van de bron',
  'history.whatCitationMedia': 'een mediakoppeling van het citaat',
  'history.whatChild': 'het kind {name}',
  'history.whatSpouse': 'een partner die aan de persoon gekoppeld is',
  'history.whatImported': 'een geïmporteerde persoon',
  'history.whatTiedToImport': '{name}, verbonden met een geïmporteerde persoon',
  'history.whatInBranch': '{name} in de tak van deze takbeheerder',
  'history.whatFactPlace': 'de plaats van een herschreven gegeven',
  'history.whatPhoto': 'de foto die zij terugzet',
  'history.whatCover': 'de omslagfoto die zij terugzet',
  'history.whatImage': 'de afbeelding die zij terugzet',
  'history.whatSectionImage': 'de afbeelding van het onderdeel ‘{title}’',
  'history.aMember': 'Een lid',

  'gedcom.storesTooMuch':
    '{refusal} De import zou ongeveer {size} bytes opslaan, meer dan {limit}.',
  'gedcom.serverImportLimit':
    'de grens van deze server voor één import (GEDCOM_IMPORT_MAX_BYTES) van {max} bytes',
  'gedcom.fileSizeLimit': '{multiple} keer de grootte van het bestand ({max} bytes)',
  'gedcom.decisionsNotJson':
    'De beslissingen zijn ongeldig: stuur een JSON-object met de xrefs van het bestand, elk met een persoons-id of null.',
  'gedcom.decisionsUnknownXref': 'Het bestand bevat geen persoon {xref}.',
  'gedcom.decisionsUnknownPerson': 'Persoon {id} is geen persoon van deze familie.',
  'gedcom.decisionsSamePerson':
    '{first} en {second} uit het bestand kunnen niet allebei aan dezelfde persoon ({id}) worden gekoppeld.',
  'gedcom.mergedSince':
    'Deze import kan niet ongedaan worden gemaakt: personen van de familie waarmee hij personen uit het bestand heeft samengevoegd, zijn sindsdien gewijzigd. Maak eerst de latere wijzigingen ongedaan.',
  'duplicates.notAdmin':
    'Alleen de beheerders van de familie en van takken kunnen dubbelen zoeken.',
  'duplicates.samePerson': 'Een paar vraagt twee verschillende personen.',
  'duplicates.outsideBranch': '{name} hoort niet bij uw tak.',
  'merge.samePerson': 'Een persoon kan niet met zichzelf worden samengevoegd.',
  'merge.unknownPerson': 'Deze persoon bestaat niet in deze familie.',
  'merge.otherFamily': 'Alleen twee personen van dezelfde familie kunnen worden samengevoegd.',
  'merge.ancestor': '{name} kan niet worden samengevoegd met een eigen voorouder.',
  'merge.descendant': '{name} kan niet worden samengevoegd met een eigen afstammeling.',
  'merge.mayNotMerge': 'U mag {name} niet bewerken en dus niet samenvoegen.',
  'merge.chooseFather': 'De twee personen hebben verschillende vaders: kies welke blijft.',
  'merge.chooseMother': 'De twee personen hebben verschillende moeders: kies welke blijft.',
  'merge.fatherAndMother':
    'De samengevoegde persoon zou vader zijn van sommige kinderen en moeder van andere.',
  'merge.parentGender':
    'De samengevoegde persoon is een ouder in de stamboom: kies het geslacht dat past (man voor een vader, vrouw voor een moeder).',
  'merge.changedSince':
    'Deze samenvoeging kan niet ongedaan worden gemaakt: de samengevoegde personen zijn sindsdien gewijzigd. Maak eerst de latere wijzigingen ongedaan.',
  'merge.noteHeading': 'Niet bewaarde gegevens bij het samenvoegen van {kept} en {other}:',
  'merge.noteName': 'Naam: {value}',
  'merge.noteNickName': 'Bijnaam: {value}',
  'merge.noteFamilyName': 'Familienaam: {value}',
  'merge.noteBirth': 'Geboren: {value}',
  'merge.noteDeath': 'Overleden: {value}',
  'merge.noteContact': 'Contact: {value}',
} satisfies Translation<typeof en>;
