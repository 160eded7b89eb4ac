/**
 * A GEDCOM 5.5.1 file with every feature issue 13 maps: names with their parts, the three sexes,
 * each kind of date, remarriage, a child with one known parent, child order, OCCU, EDUC, RESI with
 * ADDR, notes (inline and a record), other events, and records and tags the product does not
 * model (sources, a repository, media, a custom tag and record, a second name).
 */
export const featureFile = `0 HEAD
1 SOUR TESTPROG
2 NAME Test Program
2 VERS 1.2
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME John Paul /Smith/ Jr.
2 GIVN John Paul
2 SURN Smith
2 NSFX Jr.
2 NICK Jack
1 NAME Johnny /Smyth/
1 SEX M
1 BIRT
2 DATE 12 MAR 1850
2 PLAC Boston, Massachusetts, USA
1 CHR
2 DATE ABT 1850
2 PLAC Old North Church
1 DEAT
2 DATE BET 1910 AND 1912
2 PLAC Salem
1 BURI
2 DATE AFT 1912
1 OCCU Blacksmith
2 DATE FROM 1870 TO 1890
2 PLAC Salem
1 EDUC Grammar school
2 DATE 1860
1 RESI
2 DATE FROM MAR 1875 TO 1880
2 PLAC Salem
2 ADDR 12 Main Street
3 CITY Salem
3 STAE MA
3 POST 01970
3 CTRY US
1 EMIG
2 DATE @#DJULIAN@ 5 JAN 1849
2 PLAC Liverpool
1 NOTE A smith who
2 CONC  liked horses.
2 CONT Second line.
1 SOUR @S1@
2 PAGE p. 12
1 _MILT Civil war
2 DATE 1863
1 OBJE @M1@
1 FAMS @F1@
1 FAMS @F2@
0 @I2@ INDI
1 NAME Mary /Jones/
2 NPFX Dr.
1 SEX F
1 BIRT
2 DATE MAR 1852
1 DEAT
2 DATE BEF 1880
1 NOTE @N1@
1 FAMS @F1@
0 @I3@ INDI
1 NAME Anne /Brown/
1 SEX F
1 BIRT
2 DATE EST 1855
1 FAMS @F2@
0 @I4@ INDI
1 NAME Alex /Smith/
1 SEX U
1 BIRT
2 DATE CAL 1875
1 FAMC @F1@
0 @I5@ INDI
1 NAME Beth /Smith/
1 SEX F
1 BIRT
2 DATE 1 JAN 1873
1 FAMC @F1@
0 @I6@ INDI
1 NAME Carl /Smith/
1 SEX M
1 BIRT
2 DATE INT 1882 (about eighty-two)
1 FAMC @F2@
0 @I7@ INDI
1 NAME Dora /Lone/
1 BIRT
2 DATE (the spring of the big flood)
1 FAMS @F3@
0 @I8@ INDI
1 NAME Eve /Lone/
1 SEX X
1 BIRT
2 DATE 31 FEB 1900
1 FAMC @F3@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 4 JUN 1872
2 PLAC Boston
1 CHIL @I5@
1 CHIL @I4@
1 _STAT Married
0 @F2@ FAM
1 HUSB @I1@
1 WIFE @I3@
1 MARR
2 DATE FROM 1881 TO 1895
1 DIV
2 DATE 1895
1 CHIL @I6@
0 @F3@ FAM
1 WIFE @I7@
1 CHIL @I8@
0 @N1@ NOTE A doctor
1 CONT of Boston.
0 @S1@ SOUR
1 TITL Parish register
1 REPO @R1@
0 @R1@ REPO
1 NAME State archive
0 @M1@ OBJE
1 FILE photo.jpg
2 FORM jpg
0 @X1@ _PLACE
1 NAME Salem
0 TRLR
`;

/**
 * Links the tree cannot show, which a round trip must keep: CHIL lines with lines of their own
 * (PEDI, _FREL, SOUR), FAMC lines with PEDI, a child of a second (adoptive) family, an ASSO
 * pointing to another person, a family of one partner with only events, and a family with
 * children only. Pointers name records by the file's own xrefs, which the export rewrites.
 */
export const linksFile = `0 HEAD
1 SOUR OTHERPROG
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
1 SUBM @U1@
0 @U1@ SUBM
1 NAME Original Submitter
0 @P1@ INDI
1 NAME Frank /Birth/
1 SEX M
1 FAMS @FAM1@
0 @P2@ INDI
1 NAME Maud /Birth/
1 SEX F
1 FAMS @FAM1@
0 @P3@ INDI
1 NAME Cleo /Birth/
1 SEX F
1 FAMC @FAM1@
2 PEDI birth
1 FAMC @FAM2@
2 PEDI adopted
1 ASSO @P5@
2 RELA Godfather
0 @P4@ INDI
1 NAME Ada /Keeper/
1 SEX F
1 FAMS @FAM2@
0 @P5@ INDI
1 NAME Gus /God/
1 SEX M
1 FAMS @FAM3@
0 @P6@ INDI
1 NAME Ivo /Found/
1 SEX M
1 FAMC @FAM4@
0 @P7@ INDI
1 NAME Hal /Birth/
1 SEX M
1 FAMC @FAM1@
0 @FAM1@ FAM
1 HUSB @P1@
1 WIFE @P2@
1 CHIL @P3@
2 _FREL Natural
2 _MREL Natural
1 CHIL @P7@
2 PEDI birth
2 SOUR @SRC1@
3 PAGE entry 7
0 @FAM2@ FAM
1 WIFE @P4@
1 EVEN
2 TYPE Adoption hearing
2 DATE 1901
2 PLAC Leeds
1 CHIL @P3@
2 PEDI adopted
0 @FAM3@ FAM
1 HUSB @P5@
1 MARR
2 DATE 3 MAY 1899
2 PLAC York
1 _STAT Widowed
0 @FAM4@ FAM
1 CHIL @P6@
1 EVEN
2 TYPE Found
2 DATE 1905
1 NOTE Found at the church door
0 @SRC1@ SOUR
1 TITL Foundling register
0 TRLR
`;
