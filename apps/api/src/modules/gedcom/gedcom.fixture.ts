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
