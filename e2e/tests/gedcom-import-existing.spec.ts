import { expect, test, type Page } from '@playwright/test';
import { treeOf } from '../fixtures/api';
import { newFamilyWithAdmin } from '../fixtures/new-family';
import { familySite } from '../fixtures/site';

// Issue 33: a family that has persons takes a second file. The page matches the file's persons to
// the family's, the admin rejects one match, imports, finds the other date kept as an alternative,
// and reverts the whole import from Recent changes. Its own new family: the demo stays as found.
test.describe.configure({ timeout: 180_000 });

interface FilePerson {
  xref: string;
  name: string;
  sex: 'M' | 'F';
  birth: string;
  famc?: string;
  fams?: string;
}

function gedcom(persons: FilePerson[], family: { husb: string; wife: string; chil: string[] }) {
  const lines = ['0 HEAD', '1 SOUR E2E', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8'];
  for (const p of persons) {
    lines.push(`0 @${p.xref}@ INDI`, `1 NAME ${p.name}`, `1 SEX ${p.sex}`);
    lines.push('1 BIRT', `2 DATE ${p.birth}`);
    if (p.famc) lines.push(`1 FAMC @${p.famc}@`);
    if (p.fams) lines.push(`1 FAMS @${p.fams}@`);
  }
  lines.push('0 @F1@ FAM', `1 HUSB @${family.husb}@`, `1 WIFE @${family.wife}@`);
  for (const c of family.chil) lines.push(`1 CHIL @${c}@`);
  lines.push('0 TRLR', '');
  return Buffer.from(lines.join('\n'));
}

// The family's first file: a couple and two sons.
const first = gedcom(
  [
    { xref: 'I1', name: 'Ottokar /Brenner/', sex: 'M', birth: '12 MAR 1901', fams: 'F1' },
    { xref: 'I2', name: 'Walburga /Lindqvist/', sex: 'F', birth: '3 JUN 1905', fams: 'F1' },
    { xref: 'I3', name: 'Ferdinand /Brenner/', sex: 'M', birth: '8 JAN 1930', famc: 'F1' },
    { xref: 'I4', name: 'Leopold /Brenner/', sex: 'M', birth: '21 SEP 1932', famc: 'F1' },
  ],
  { husb: 'I1', wife: 'I2', chil: ['I3', 'I4'] },
);

// A cousin's file of the same family: the mother's birth a year apart, a daughter the family
// does not have yet, and the xrefs of another program.
const second = gedcom(
  [
    { xref: 'P10', name: 'Ottokar /Brenner/', sex: 'M', birth: '12 MAR 1901', fams: 'F1' },
    { xref: 'P11', name: 'Walburga /Lindqvist/', sex: 'F', birth: '3 JUN 1906', fams: 'F1' },
    { xref: 'P12', name: 'Ferdinand /Brenner/', sex: 'M', birth: '8 JAN 1930', famc: 'F1' },
    { xref: 'P13', name: 'Leopold /Brenner/', sex: 'M', birth: '21 SEP 1932', famc: 'F1' },
    { xref: 'P14', name: 'Mechthild /Brenner/', sex: 'F', birth: '2 FEB 1935', famc: 'F1' },
  ],
  { husb: 'P10', wife: 'P11', chil: ['P12', 'P13', 'P14'] },
);

async function chooseFile(page: Page, sub: string, name: string, buffer: Buffer) {
  await page.goto(familySite(sub, '/gedcom'));
  await page
    .getByLabel('GEDCOM file', { exact: true })
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** The family's persons' names, sorted: the state a revert must bring back. */
async function personsOf(page: Page, familyId: number): Promise<string[]> {
  const lines: string[] = [];
  const walk = (nodes: Awaited<ReturnType<typeof treeOf>>) => {
    for (const n of nodes) {
      lines.push(`${n.member.firstName} ${n.member.lastName}`);
      for (const s of n.spouse) lines.push(`${s.firstName} ${s.lastName}`);
      walk(n.childs);
    }
  };
  walk(await treeOf(page, familyId));
  return lines.sort();
}

test('a second file is matched to the family, one match rejected, imported with the other date kept, and reverted', async ({
  page,
}) => {
  const { sub, familyId } = await newFamilyWithAdmin(page, 'merge-in', {
    firstName: 'Greta',
    lastName: 'Brenner',
  });

  // The first file into the empty family: no matching yet.
  await chooseFile(page, sub, 'brenner.ged', first);
  await expect(page.getByRole('heading', { name: 'Persons already in the family' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 4 persons' }).click();
  await expect(page.getByText('Imported 4 persons')).toBeVisible({ timeout: 60_000 });
  const before = await personsOf(page, familyId);
  expect(before).toHaveLength(4);

  // The cousin's file: each of the four is matched, with its score and reasons, and the mother's
  // other birth date is shown as what differs.
  await chooseFile(page, sub, 'cousin.ged', second);
  const matches = page.getByRole('list', { name: 'Matches' });
  await expect(matches.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('New persons, added: 1')).toBeVisible();
  const mother = matches.getByRole('listitem', {
    name: 'Walburga Lindqvist and Walburga Lindqvist',
  });
  await expect(mother).toContainText(/Score \d+/);
  await expect(mother).toContainText('Why:');
  await expect(mother).toContainText('Same spouse: Ottokar Brenner');
  await expect(mother).toContainText(
    'Differs: Birth date: 1906-06-03 in the file, 1905-06-03 in the family',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Accepted: 4 of 4' })).toBeVisible();

  // Leopold is rejected: he comes in as a person of his own.
  await matches
    .getByRole('checkbox', { name: 'Merge Leopold Brenner into Leopold Brenner' })
    .uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Accepted: 3 of 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 5 persons' }).click();
  await expect(page.getByText('Merged with the family: 3. Added: 2.')).toBeVisible({
    timeout: 60_000,
  });
  const after = await personsOf(page, familyId);
  expect(after).toEqual([...before, 'Leopold Brenner', 'Mechthild Brenner'].sort());

  // The mother keeps the family's date and gains the file's as another birth.
  const tree = await treeOf(page, familyId);
  const founder = tree.find((n) => n.member.firstName === 'Ottokar')!;
  const walburga = founder.spouse.find((s) => s.firstName === 'Walburga')!;
  await page.goto(familySite(sub, `/members/${walburga.personId}/profile`));
  const records = page.getByRole('region', { name: 'From the family records' });
  await expect(records.getByText('Birth', { exact: true })).toHaveCount(2);
  await expect(records).toContainText('1905');
  await expect(records).toContainText('1906');

  // The whole import is one change: reverting it brings the family back as it was.
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Recent changes' }).click();
  await page
    .getByRole('list', { name: 'Changes' })
    .locator(':scope > li')
    .filter({ hasText: 'Imported a GEDCOM file' })
    .first()
    .getByRole('button', { name: /^Revert change/ })
    .click();
  await page
    .getByRole('dialog', { name: /Revert this change/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Reverted.')).toBeVisible({ timeout: 60_000 });
  expect(await personsOf(page, familyId)).toEqual(before);
});
