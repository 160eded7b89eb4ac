/**
 * Issue 30, "The family's research": what importing real files lost, in one small file. Each
 * person carries one defect: a suffix after the surname, prefixes and suffixes as lines, several
 * notes, only a burial, a surname with a comma; a family of one partner alone; GEDCOM 7's
 * PHRASE under HUSB, WIFE, CHIL and FAMC, a NOTE under FAMS, a second FAMC to one family;
 * dual years and other calendars' dates.
 */
export const researchFile = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Andrew Jackson /Blythe/ Sr
1 SEX M
1 FAMS @F1@
2 NOTE First marriage
0 @I2@ INDI
1 NAME Dr. Ludwig /van Beethoven/ Jr.
2 NPFX Dr.
2 GIVN Ludwig
2 SPFX van
2 SURN Beethoven
2 NSFX Jr.
1 SEX M
1 FAMS @F2@
0 @I3@ INDI
1 NAME Nora /Hale/
1 SEX F
1 NOTE The first note.
1 NOTE The second note,
2 CONT on two lines.
1 NOTE @N1@
1 NOTE @N2@
1 FAMS @F1@
0 @I4@ INDI
1 NAME Bert /Gray/
1 SEX M
1 BURI
2 PLAC Old churchyard
1 FAMC @F1@
1 FAMC @F1@
2 PEDI adopted
0 @I5@ INDI
1 NAME Maria /Garcia Lopez/
2 GIVN Maria
2 SURN Garcia, Lopez
1 SEX F
0 @I6@ INDI
1 NAME Hanna /Old/
1 SEX F
1 BIRT
2 DATE 29 FEB 1743/44
1 CHR
2 DATE @#DJULIAN@ 29 FEB 1700
1 BAPM
2 DATE @#DHEBREW@ 30 TSH 5600
1 EVEN
2 TYPE Census
2 DATE @#DFRENCH R@ 1 VEND 12
1 RESI
2 DATE 1750/51
0 @F1@ FAM
1 HUSB @I1@
2 PHRASE The husband, as the register names him
1 WIFE @I3@
2 PHRASE The wife
1 CHIL @I4@
2 PHRASE Their son
0 @F2@ FAM
1 HUSB @I2@
0 @N1@ NOTE A shared note
0 @N2@ NOTE Another shared note
0 TRLR
`;

/** GEDCOM 7.0: the HEAD's SCHMA and a FAMC's PHRASE (issue 30). */
export const schemaFile = `0 HEAD
1 GEDC
2 VERS 7.0
1 SCHMA
2 TAG _SKYPEID http://xmlns.com/foaf/0.1/skypeID
2 TAG _MEMBER http://xmlns.com/foaf/0.1/member
0 @I1@ INDI
1 NAME Ada /Stone/
1 SEX F
1 _SKYPEID ada.stone
1 FAMS @F1@
0 @I2@ INDI
1 NAME Ivo /Stone/
1 FAMC @F1@
2 PHRASE Her son by her first husband
0 @F1@ FAM
1 WIFE @I1@
1 CHIL @I2@
0 TRLR
`;
