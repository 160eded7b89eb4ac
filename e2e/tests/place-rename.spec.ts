import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 30, decision 0044: a family admin on a phone renames a place (its facts follow it to the
 * new name), then reverts the rename from Recent changes and finds the place as it was.
 */

test.describe.configure({ timeout: 120_000 });

test('an admin renames a place and reverts the rename', async ({ browser }) => {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  await page.goto(familySite('demo', `/places/${encodeURIComponent('kottayam, india')}`));
  await expect(page.getByRole('heading', { name: 'Kottayam, India', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename place' });
  await dialog.getByRole('textbox', { name: /New name/ }).fill('Kottayam Town');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toContainText('to “Kottayam Town, India”?');
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Kottayam Town, India', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'What happened here' }).getByText('Birth:').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Recent changes' }).click();
  const renamed = page
    .getByRole('list', { name: 'Changes' })
    .locator(':scope > li')
    .filter({ hasText: 'Renamed a place' })
    .first();
  await renamed.getByRole('button', { name: /^Revert change/ }).click();
  await page
    .getByRole('dialog', { name: /Revert this change/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Reverted.')).toBeVisible({ timeout: 60_000 });

  await page.goto(familySite('demo', `/places/${encodeURIComponent('kottayam, india')}`));
  await expect(page.getByRole('heading', { name: 'Kottayam, India', level: 1 })).toBeVisible();
});
