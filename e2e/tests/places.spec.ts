import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 30, places: a visitor on a phone finds the family's places from the footer, with their
 * offline map; a family admin opens a place and corrects its coordinates (a wrong one is refused
 * on its field).
 */

test.describe.configure({ timeout: 120_000 });

const phone = { viewport: { width: 390, height: 844 } };

test('a visitor opens the places and their map; an admin edits a place’s coordinates', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext(phone)).newPage();
  await visitor.goto(familySite('demo', '/'));
  await visitor
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Places' })
    .click();
  await expect(visitor.getByRole('heading', { name: 'Places', level: 1 })).toBeVisible();
  const familyMap = visitor.getByRole('img', { name: "Map of the family's places" });
  await expect(familyMap).toBeVisible();
  await expect(familyMap.getByTestId('place-dot').first()).toBeVisible();
  await expectNoSidewaysScroll(visitor);

  await visitor
    .getByRole('list', { name: 'Within India' })
    .getByRole('link', { name: 'Kottayam' })
    .click();
  await expect(visitor.getByRole('heading', { name: 'Kottayam, India', level: 1 })).toBeVisible();
  const placeMap = visitor.getByRole('img', { name: 'Map of Kottayam, India' });
  await expect(placeMap.getByTestId('place-dot')).toHaveCount(1);
  // The elders who died were born there: their births are shown to everyone.
  await expect(
    visitor.getByRole('list', { name: 'What happened here' }).getByText('Birth:').first(),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Edit place' })).toHaveCount(0);
  await visitor.context().close();

  const admin = await (await browser.newContext(phone)).newPage();
  await logInOnMainSite(admin, logins.familyAdmin);
  await expect(admin.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  await admin.goto(familySite('demo', `/places/${encodeURIComponent('kottayam, india')}`));
  await admin.getByRole('button', { name: 'Edit place' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit place' });
  await dialog.getByLabel('Latitude').fill('95');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use a latitude from -90 to 90')).toBeVisible();
  await dialog.getByLabel('Latitude').fill('9.6');
  await dialog.getByLabel('Longitude').fill('76.53');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('9.6, 76.53')).toBeVisible();
  await expect(
    admin.getByRole('img', { name: 'Map of Kottayam, India' }).getByTestId('place-dot'),
  ).toHaveCount(1);
  await expectNoSidewaysScroll(admin);
});
