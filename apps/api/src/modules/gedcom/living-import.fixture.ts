import { gedcomMonths } from '@familytree/shared';
import { insertMembership } from '../data/families.repository.js';
import {
  createFamily,
  createUser,
  login,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { importFile } from './gedcom.test-helpers.js';

/**
 * A GEDCOM file imported through the real import whose living persons carry every kind of dated
 * fact (issue 28, item 4): Rose, living, has a birth, christening, baptism, an EVEN, a dated
 * residence and occupation and a custom tag with a date; she married Walter, who is dead (an
 * engagement, marriage and divorce), and then Leo, living. Ivy (their daughter, living) was
 * christened; Mia (Leo's and Rose's daughter) has no facts and a MEMBER account.
 */

/** A day of a fact, in each form a read could carry it. */
export interface HiddenDate {
  fact: string;
  /** As the file writes it: 3 MAR 1991. */
  gedcom: string;
  /** As a reader sees it: 3 March 1991. */
  text: string;
  /** ISO: 1991-03-03. */
  iso: string;
  /** As an iCalendar DTSTART writes it: 19910303. */
  compact: string;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dateOf(fact: string, day: number, month: number, year: number): HiddenDate {
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return {
    fact,
    gedcom: `${day} ${gedcomMonths[month - 1]} ${year}`,
    text: `${day} ${monthNames[month - 1]} ${year}`,
    iso: `${year}-${mm}-${dd}`,
    compact: `${year}${mm}${dd}`,
  };
}

/** Every full date of a living person (or of a family with a living partner) in the file. */
export const hiddenDates = {
  roseBirth: dateOf('Rose BIRT', 3, 3, 1991),
  roseChristening: dateOf('Rose CHR', 17, 3, 1991),
  roseBaptism: dateOf('Rose BAPM', 24, 3, 1991),
  roseEvent: dateOf('Rose EVEN', 5, 6, 2013),
  roseResidence: dateOf('Rose RESI', 7, 7, 2015),
  roseOccupation: dateOf('Rose OCCU', 9, 9, 2016),
  roseCustom: dateOf('Rose _MILT', 11, 11, 2017),
  engagement: dateOf('Walter+Rose ENGA', 14, 2, 2010),
  firstMarriage: dateOf('Walter+Rose MARR', 12, 6, 2010),
  divorce: dateOf('Walter+Rose DIV', 15, 8, 2012),
  secondMarriage: dateOf('Leo+Rose MARR', 21, 9, 2014),
  leoBirth: dateOf('Leo BIRT', 13, 4, 1989),
  ivyBirth: dateOf('Ivy BIRT', 2, 10, 2011),
  ivyChristening: dateOf('Ivy CHR', 9, 10, 2011),
} as const;

/** Places only a living person's facts carry (the timeline's residence place is public). */
export const hiddenPlaces = ['Birthtown', 'Chapeltown', 'Weddingtown', 'Fontville'];

/** Walter is dead: his own facts reach everyone in full. */
export const walterDates = {
  birth: dateOf('Walter BIRT', 1, 1, 1950),
  death: dateOf('DEAT', 2, 2, 2020),
};

const d = hiddenDates;
export const livingGedcom = [
  '0 HEAD',
  '1 SOUR TEST',
  '1 GEDC',
  '2 VERS 5.5.1',
  '2 FORM LINEAGE-LINKED',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Rose /Living/',
  '1 SEX F',
  '1 BIRT',
  `2 DATE ${d.roseBirth.gedcom}`,
  '2 PLAC Birthtown',
  '1 CHR',
  `2 DATE ${d.roseChristening.gedcom}`,
  '2 PLAC Chapeltown',
  '1 BAPM',
  `2 DATE ${d.roseBaptism.gedcom}`,
  '2 PLAC Fontville',
  '1 EVEN',
  '2 TYPE Graduation party',
  `2 DATE ${d.roseEvent.gedcom}`,
  '1 RESI',
  `2 DATE ${d.roseResidence.gedcom}`,
  '2 PLAC Harbourtown',
  '1 OCCU Nurse',
  `2 DATE ${d.roseOccupation.gedcom}`,
  '1 _MILT Reserve',
  `2 DATE ${d.roseCustom.gedcom}`,
  '1 NOTE Loves gardening.',
  '1 FAMS @F1@',
  '1 FAMS @F2@',
  '0 @I2@ INDI',
  '1 NAME Walter /Dead/',
  '1 SEX M',
  '1 BIRT',
  `2 DATE ${walterDates.birth.gedcom}`,
  '1 DEAT',
  `2 DATE ${walterDates.death.gedcom}`,
  '1 FAMS @F1@',
  '0 @I3@ INDI',
  '1 NAME Leo /Living/',
  '1 SEX M',
  '1 BIRT',
  `2 DATE ${d.leoBirth.gedcom}`,
  '1 FAMS @F2@',
  '0 @I4@ INDI',
  '1 NAME Ivy /Dead/',
  '1 SEX F',
  '1 BIRT',
  `2 DATE ${d.ivyBirth.gedcom}`,
  '1 CHR',
  `2 DATE ${d.ivyChristening.gedcom}`,
  '1 FAMC @F1@',
  '0 @I5@ INDI',
  '1 NAME Mia /Living/',
  '1 SEX F',
  '1 FAMC @F2@',
  '0 @F1@ FAM',
  '1 HUSB @I2@',
  '1 WIFE @I1@',
  '1 CHIL @I4@',
  '1 ENGA',
  `2 DATE ${d.engagement.gedcom}`,
  '1 MARR',
  `2 DATE ${d.firstMarriage.gedcom}`,
  '2 PLAC Weddingtown',
  '1 DIV',
  `2 DATE ${d.divorce.gedcom}`,
  '0 @F2@ FAM',
  '1 HUSB @I3@',
  '1 WIFE @I1@',
  '1 CHIL @I5@',
  '1 MARR',
  `2 DATE ${d.secondMarriage.gedcom}`,
  '0 TRLR',
  '',
].join('\n');

export interface LivingImport {
  family: TestFamily;
  ids: { rose: number; walter: number; leo: number; ivy: number; mia: number };
  tokens: { admin: string; member: string; otherAdmin: string };
}

/** A new family with this file imported by its admin; its persons' ids by first name. */
export async function importGedcomFamily(t: TestContext, gedcom: string) {
  const family = await createFamily(t.context);
  const admin = await login(t.app, family.admin.email, family.admin.password);
  const job = await importFile(t, family.familyId, gedcom, admin);
  if (job.status !== 'done') throw new Error(`The import failed: ${JSON.stringify(job)}`);
  const persons = await t.context.db
    .selectFrom('persons')
    .select(['id', 'first_name'])
    .where('family_id', '=', family.familyId)
    .execute();
  const id = (name: string) => {
    const found = persons.find((p) => p.first_name === name);
    if (!found) throw new Error(`No ${name} imported`);
    return found.id;
  };
  return { family, admin, id };
}

export async function importLivingFamily(t: TestContext): Promise<LivingImport> {
  const { family, admin, id } = await importGedcomFamily(t, livingGedcom);
  const other = await createFamily(t.context);
  const ids = {
    rose: id('Rose'),
    walter: id('Walter'),
    leo: id('Leo'),
    ivy: id('Ivy'),
    mia: id('Mia'),
  };
  const member = await createUser(t.context);
  await insertMembership(t.context.db, {
    familyId: family.familyId,
    userId: member.userId,
    role: 'MEMBER',
    status: 'ACTIVE',
    personId: ids.mia,
  });
  return {
    family,
    ids,
    tokens: {
      admin,
      member: await login(t.app, member.email, member.password),
      otherAdmin: await login(t.app, other.admin.email, other.admin.password),
    },
  };
}

/**
 * Persons the file gives no full birth or death date whose other facts show they are no longer
 * living: Ada born "EST 1855", Bert christened in 1890, Cora (no facts of her own) married to Bert
 * in 1910. Dan's only fact, christened "AFT 1900", proves nothing: he counts as living. Gwen has
 * no dated fact, but her father Fred was born over 120 years ago: the rule counts her deceased.
 */
export const oldGedcom = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Ada /Old/',
  '1 BIRT',
  '2 DATE EST 1855',
  '0 @I2@ INDI',
  '1 NAME Bert /Old/',
  '1 SEX M',
  '1 CHR',
  '2 DATE 5 MAY 1890',
  '1 FAMS @F1@',
  '0 @I3@ INDI',
  '1 NAME Cora /Old/',
  '1 SEX F',
  '1 FAMS @F1@',
  '0 @I4@ INDI',
  '1 NAME Dan /Young/',
  '1 CHR',
  '2 DATE AFT 1900',
  '0 @I5@ INDI',
  '1 NAME Fred /Old/',
  '1 SEX M',
  '1 BIRT',
  '2 DATE 1 JAN 1890',
  '1 FAMS @F2@',
  '0 @I6@ INDI',
  '1 NAME Gwen /Old/',
  '1 SEX F',
  '1 RESI',
  '2 PLAC Millbrook',
  '1 FAMC @F2@',
  '0 @F2@ FAM',
  '1 HUSB @I5@',
  '1 CHIL @I6@',
  '0 @F1@ FAM',
  '1 HUSB @I2@',
  '1 WIFE @I3@',
  '1 MARR',
  '2 DATE 12 JUN 1910',
  '2 PLAC Oldchurch',
  '0 TRLR',
  '',
].join('\n');

/** Each form of each hidden date and each hidden place found in a read's body. */
export function leaksIn(body: string): string[] {
  const found: string[] = [];
  for (const date of Object.values(hiddenDates))
    for (const form of [date.gedcom, date.text, date.iso, date.compact])
      if (body.includes(form)) found.push(`${date.fact} as "${form}"`);
  for (const place of hiddenPlaces) if (body.includes(place)) found.push(place);
  return found;
}
