import { readFileSync } from 'node:fs';

/**
 * Issue 30: a file whose REPO, SOUR and NOTE records and citations at every level (the person,
 * its NAME, SEX, birth, death and another event, a FAM and its MARR) become rows of the research
 * tables, with sub-structures that have no column (a citation's DATA.TEXT and EVEN, a source's
 * DATA, a repository's address lines) kept with their records.
 */
export const recordsFile = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Ada /Archer/
2 SOUR @S1@
3 PAGE name page
1 SEX F
2 SOUR @S1@
3 QUAY 2
1 BIRT
2 DATE 1 JAN 1850
2 PLAC Bristol
2 SOUR @S1@
3 PAGE entry 12
3 DATA
4 DATE 2 JAN 1850
4 TEXT Born to John and Mary
3 QUAY 3
3 NOTE Seen at the archive
1 DEAT
2 DATE 1920
2 SOUR @S2@
1 OCCU Weaver
2 SOUR @S2@
3 PAGE p. 4
3 EVEN OCCU
4 ROLE PRIN
1 SOUR @S2@
2 PAGE folio 9
1 SOUR Family bible, inline
1 NOTE @N1@
1 FAMS @F1@
0 @I2@ INDI
1 NAME Bert /Archer/
1 SEX M
1 NOTE @N1@
1 FAMS @F1@
0 @F1@ FAM
1 HUSB @I2@
1 WIFE @I1@
1 MARR
2 DATE 1875
2 SOUR @S1@
3 PAGE marriage entry
1 SOUR @S2@
2 PAGE family page
0 @N1@ NOTE A shared note
1 CONT on two lines
0 @S1@ SOUR
1 TITL Parish register
1 AUTH The vicar
1 PUBL Bristol, 1850
1 ABBR PR
1 REPO @R1@
2 CALN 123/A
1 NOTE Kept in the vestry
1 DATA
2 EVEN BIRT, MARR
3 DATE FROM 1840 TO 1880
0 @S2@ SOUR
1 TITL Census 1881
0 @R1@ REPO
1 NAME County archive
1 ADDR 1 High Street
2 CITY Bristol
2 POST BS1
1 NOTE Open Mondays
0 TRLR
`;

/** Gramps' example GEDCOM, written by nobody here (fixtures/README.md). */
export const grampsSample = () =>
  readFileSync(new URL('./fixtures/gramps-sample.ged', import.meta.url));
