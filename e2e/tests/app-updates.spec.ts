import { expect, test } from '@playwright/test';
import { familySite } from '../fixtures/site';

// Each version of the site names its code files anew: a page opened before an update asks for
// files that are gone. It says so and offers to load the current version, instead of a blank page.

test("a page whose code does not load says so inside the site's frame and loads again", async ({
  page,
}) => {
  await page.route('**/assets/FamilyTreePage-*.js', (route) => route.abort());
  await page.goto(familySite('harper', '/familytree'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded.');
  // The shell stays: the family's header and menu are still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute('**/assets/FamilyTreePage-*.js');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Family Tree', level: 1 })).toBeVisible();
});

test("when the app's own code does not load, the page says so and loads again", async ({
  page,
}) => {
  await page.route('**/assets/App-*.js', (route) => route.abort());
  await page.goto(familySite('harper', '/familytree'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The site could not be loaded.');
  await page.unroute('**/assets/App-*.js');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Family Tree', level: 1 })).toBeVisible();
});
