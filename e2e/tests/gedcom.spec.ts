import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { familyOf, treeOf } from '../fixtures/api';
import { invitationLinkFor } from '../fixtures/outbox';
import { demoPassword, familySite, logins, mainSite } from '../fixtures/site';

// Issue 13: a new family's admin imports a GEDCOM file through the page, follows it to the tree,
// and downloads the export.
test.describe.configure({ timeout: 180_000 });

/** A couple, their two children, each child's spouse, and so on, up to `persons` persons. */
function gedcomOf(persons: number): { text: string; count: number } {
  const lines = [
    '0 HEAD',
    '1 SOUR E2E',
    '2 NAME Playwright',
    '1 GEDC',
    '2 VERS 5.5.1',
    '1 CHAR UTF-8',
  ];
  const families: Array<{ husband: number; wife: number; children: number[] }> = [];
  const people: Array<{ name: string; sex: 'M' | 'F'; famc: number | null; fams: number | null }> =
    [];
  const person = (name: string, sex: 'M' | 'F', famc: number | null) =>
    people.push({ name, sex, famc, fams: null });
  const marry = (husband: number) => {
    person(`Wife${families.length + 1} /Spouse/`, 'F', null);
    families.push({ husband, wife: people.length, children: [] });
    people[husband - 1]!.fams = families.length;
    people[people.length - 1]!.fams = families.length;
  };
  person('Gen1 /Root/', 'M', null);
  marry(1);
  for (let f = 0; people.length + 4 <= persons; f++) {
    for (let k = 0; k < 2; k++) {
      person(`Gen${f + 2}x${k} /Root/`, 'M', f + 1);
      families[f]!.children.push(people.length);
      marry(people.length);
    }
  }
  people.forEach((p, i) => {
    lines.push(`0 @I${i + 1}@ INDI`, `1 NAME ${p.name}`, `1 SEX ${p.sex}`);
    lines.push('1 BIRT', `2 DATE ABT ${1700 + (i % 300)}`);
    if (p.famc) lines.push(`1 FAMC @F${p.famc}@`);
    if (p.fams) lines.push(`1 FAMS @F${p.fams}@`);
  });
  families.forEach((f, i) => {
    lines.push(`0 @F${i + 1}@ FAM`, `1 HUSB @I${f.husband}@`, `1 WIFE @I${f.wife}@`);
    for (const c of f.children) lines.push(`1 CHIL @I${c}@`);
  });
  lines.push('0 TRLR', '');
  return { text: lines.join('\n'), count: people.length };
}

test('a family admin imports a GEDCOM file, sees progress and result, opens the tree and exports', async ({
  page,
  request,
}) => {
  // A new, empty family and its first family admin.
  const platform = await request.post(`${mainSite}/api/platform/login`, {
    data: { email: logins.platformAdmin, password: demoPassword },
  });
  const { token } = (await platform.json()) as { token: string };
  const stamp = Date.now().toString(36);
  const sub = `ged-${stamp}`;
  const adminEmail = `gedcom.${stamp}@example.com`;
  const created = await request.post(`${mainSite}/api/platform/families`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `Gedcom ${stamp}`,
      domainName: sub,
      adminEmail,
      adminFirstName: 'Gina',
      adminLastName: 'Gedcom',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(await invitationLinkFor(adminEmail));
  await page.getByLabel('Password', { exact: true }).fill('gina-password-123');
  await page.getByLabel('Confirm password').fill('gina-password-123');
  await page.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(page.getByText('Welcome Gina Gedcom')).toBeVisible();

  // The Admin menu leads to the page.
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Import / Export' }).click();
  await expect(page).toHaveURL(familySite(sub, '/gedcom'));
  await expect(page.getByRole('heading', { name: 'Import / Export', level: 1 })).toBeVisible();
  // Usable on a phone: nothing wider than a 390 px screen, the file button within reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Choose a file: the preview, with the founder chosen.
  const { text, count: persons } = gedcomOf(12_000);
  await page.getByLabel('GEDCOM file', { exact: true }).setInputFiles({
    name: 'family.ged',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(text),
  });
  await expect(page.getByRole('heading', { name: 'family.ged' })).toBeVisible();
  await expect(page.getByText('written by Playwright')).toBeVisible();
  const holds = page.getByLabel('What the file holds');
  await expect(holds).toContainText('Persons');
  await expect(holds).toContainText(persons.toLocaleString('en'));
  await expect(page.getByRole('radio', { name: /^Gen1 Root \(/ })).toBeChecked();

  // Import: the progress, then the result.
  await page
    .getByRole('button', { name: `Import ${persons.toLocaleString('en')} persons` })
    .click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText(`Imported ${persons.toLocaleString('en')} persons`)).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('link', { name: 'Open the family tree' }).click();
  await expect(page).toHaveURL(familySite(sub, '/familytree'));
  await expect(page.getByRole('button', { name: 'Gen1 Root', exact: true })).toBeVisible();
  // The founder's profile shows the file's date the way a reader expects it.
  const family = await familyOf(page, sub);
  const founder = (await treeOf(page, family.familyId))[0]!.member.personId;
  await page.goto(familySite(sub, `/members/${founder}/profile`));
  const records = page.getByRole('region', { name: 'From the family records' });
  await expect(records.getByText('Birth')).toBeVisible();
  await expect(records.getByText('about 1700')).toBeVisible();

  // Export: the download is the family's GEDCOM file.
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Import / Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${sub}.ged` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${sub}.ged`);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file.startsWith('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n')).toBe(true);
  expect(file.match(/^0 @I\d+@ INDI$/gm)).toHaveLength(persons);

  // Issue 29: the whole import is undone from Recent changes, and the family is empty again.
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Recent changes' }).click();
  const imported = page
    .getByRole('list', { name: 'Changes' })
    .locator(':scope > li')
    .filter({ hasText: 'Imported a GEDCOM file' })
    .first();
  await imported.getByRole('button', { name: /^Revert change/ }).click();
  const dialog = page.getByRole('dialog', { name: /Revert this change/ });
  await expect(dialog).toContainText('Every person the import brought is deleted');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Reverted.')).toBeVisible({ timeout: 60_000 });
  expect(await treeOf(page, family.familyId)).toEqual([]);
});
