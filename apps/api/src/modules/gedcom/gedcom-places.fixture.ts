/**
 * A GEDCOM 7.0 file whose PLAC lines say more than a name (issue 30, decision 0043): HEAD.PLAC.FORM,
 * MAP with LATI/LONG, a FORM of its own, TRAN with LANG, an inline NOTE and an EXID (kept).
 */
export const placesFile = `0 HEAD
1 GEDC
2 VERS 7.0
1 PLAC
2 FORM City, County, State, Country
0 @I1@ INDI
1 NAME Ann /Salem/
1 BIRT
2 DATE 1 JAN 1900
2 PLAC Salem, Essex, Massachusetts, USA
3 MAP
4 LATI N42.5195
4 LONG W70.8967
1 DEAT
2 DATE 1 JAN 1970
2 PLAC Salem, Essex, Massachusetts, USA
1 RESI
2 PLAC Köln, Nordrhein-Westfalen, Deutschland
3 FORM City, State, Country
3 TRAN Cologne, North Rhine-Westphalia, Germany
4 LANG en
3 NOTE On the Rhine
3 EXID 2886242
4 TYPE https://www.geonames.org/
0 @I2@ INDI
1 NAME Bob /Salem/
1 BURI
2 PLAC Salem, Essex, Massachusetts, USA
0 @F1@ FAM
1 HUSB @I2@
1 WIFE @I1@
1 MARR
2 PLAC Boston, Suffolk, Massachusetts, USA
3 MAP
4 LATI N42.3601
4 LONG W71.0589
0 TRLR
`;
