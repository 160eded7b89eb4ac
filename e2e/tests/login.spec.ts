import { expect, test } from '@playwright/test';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { familySite, logins, mainSite } from '../fixtures/site';

test('the login page checks its fields with the spec messages', async ({ page }) => {
  await page.goto(mainSite + '/');
  await expect(page).toHaveTitle('Login | Family Tree');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
});

test('a wrong password shows the server message in a dismissible alert', async ({ page }) => {
  await logInOnMainSite(page, logins.familyAdmin, 'wrong-password');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid email or password');
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
});

test('a platform admin is refused with Login failed', async ({ page }) => {
  await logInOnMainSite(page, logins.platformAdmin);
  await expect(page.getByRole('alert')).toContainText('Login failed');
  await expect(page).toHaveURL(mainSite + '/');
});

test('a family admin lands on the family sub-domain logged in, with the admin menu', async ({
  page,
}) => {
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page).toHaveURL(familySite('demo', '/page1'));
  await expect(page).toHaveTitle('Home | Family Tree');
  await expectLoggedInAs(page, 'Anna Mathew');
  // The hand-off code never stays in the address bar.
  expect(page.url()).not.toContain('handoff');
  await page.getByRole('button', { name: 'Admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'Branch admins' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Menus' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The session survives a reload: it is stored in the browser.
  await page.reload();
  await expectLoggedInAs(page, 'Anna Mathew');
});

test('a branch admin has no admin menu', async ({ page }) => {
  await logInOnMainSite(page, logins.branchAdmin);
  await expectLoggedInAs(page, 'Thomas Mathew');
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
});

test('a user of two families switches family and logs out', async ({ page }) => {
  await logInOnMainSite(page, logins.harperAdmin);
  await expect(page).toHaveURL(familySite('harper', '/page1'));
  await expectLoggedInAs(page, 'Grace Harper');
  await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Family' }).click();
  await page.getByRole('option', { name: 'Demo Family' }).click();
  await expect(page).toHaveURL(familySite('demo', '/page1'));
  await expectLoggedInAs(page, 'Grace Harper');
  // In demo she is a branch admin only.
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(mainSite + '/logout');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  // Logged out on the family site too: the login button is back.
  await page.goto(familySite('demo', '/home'));
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(/^Welcome /)).toHaveCount(0);
});

test('the header Sign In dropdown needs both values and logs in in place', async ({ page }) => {
  await page.goto(familySite('demo', '/familytree'));
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  const submit = dialog.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill('x');
  await dialog.getByLabel('Email').fill('');
  await expect(dialog.getByText('Please enter the value')).toBeVisible();
  await dialog.getByLabel('Email').fill(logins.familyAdmin);
  await dialog.getByLabel('Password').fill('family-tree-demo');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expectLoggedInAs(page, 'Anna Mathew');
  await expect(page).toHaveURL(familySite('demo', '/familytree'));
});
