import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../fixtures/chart';
import { newFamilyWithAdmin } from '../fixtures/new-family';
import { familySite } from '../fixtures/site';

// Decision 0045: what a GEDCOM export leaves out is shown to the person exporting, before the
// download, and the file carries no note of it.
test.describe.configure({ timeout: 120_000 });

/** A small GEDCOM 7.0 file: Nora's NO DIV (she never divorced) is 7.0 only. */
const sevenFile = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 7.0',
  '0 @I1@ INDI',
  '1 NAME Nora /Seven/',
  '1 SEX F',
  '1 NO DIV',
  '0 @I2@ INDI',
  '1 NAME Otto /Seven/',
  '1 SEX M',
  '0 TRLR',
  '',
].join('\n');

test('a family admin imports a 7.0 file, picks 5.5.1 for the export and sees what it leaves out', async ({
  page,
}) => {
  const { sub } = await newFamilyWithAdmin(page, 'warn', { firstName: 'Wanda', lastName: 'Warn' });

  // Import the file through the page.
  await page.goto(familySite(sub, '/gedcom'));
  await page.getByLabel('GEDCOM file', { exact: true }).setInputFiles({
    name: 'seven.ged',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(sevenFile),
  });
  await page.getByRole('button', { name: 'Import 2 persons' }).click();
  await expect(page.getByText('Imported 2 persons')).toBeVisible({ timeout: 60_000 });

  // On a phone: 7.0 carries everything; 5.5.1 leaves Nora's NO out, and says so.
  await page.setViewportSize({ width: 390, height: 844 });
  const exportSection = page.getByRole('region', { name: 'Export as GEDCOM' });
  await exportSection.getByRole('radio', { name: 'GEDCOM 7.0', exact: true }).check();
  await expect(
    exportSection.getByText('GEDCOM 7.0 carries everything the family holds.'),
  ).toBeVisible();
  await exportSection.getByRole('radio', { name: 'GEDCOM 5.5.1 (most programs)' }).check();
  const warnings = exportSection.getByRole('region', { name: 'This export leaves out 1 thing' });
  await expect(warnings).toBeVisible();
  const list = warnings.getByRole('list', { name: 'What the export leaves out' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(/Nora Seven \(@I\d+@\)/);
  await expect(list).toContainText(
    'Not written in GEDCOM 5.5.1 (it has no place for it): NO under INDI',
  );
  await expectNoSidewaysScroll(page);

  // The download is still there, and the file holds no note of what it left out.
  const downloading = page.waitForEvent('download');
  await exportSection.getByRole('button', { name: `Download ${sub}.ged` }).click();
  const file = readFileSync((await (await downloading).path())!, 'utf8');
  expect(file).toMatch(/^0 @I\d+@ INDI\n1 NAME Nora \/Seven\//m);
  expect(file).not.toContain('EXPORT_WARNINGS');
  expect(file).not.toMatch(/^0 @[^@]+@ NOTE/m);
});
