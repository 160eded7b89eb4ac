import { expect, test } from '@playwright/test';
import { demoPassword, familySite, logins, mainSite } from '../fixtures/site';
import { invitationLinkFor } from '../fixtures/outbox';

// These stories log in several people and hash passwords: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a platform admin logs in on /admin and creates a family whose sub-domain serves its site', async ({
  page,
}) => {
  await page.goto(mainSite + '/admin/dashboard');
  // Without a platform login the dashboard sends us to the login.
  await expect(page).toHaveURL(mainSite + '/admin');
  await expect(page).toHaveTitle('Admin Login | Family Tree');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await page.getByLabel('Email').fill(logins.platformAdmin);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid admin credentials');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(mainSite + '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const families = page.getByRole('table', { name: 'Families' });
  await expect(families.getByRole('link', { name: 'demo', exact: true })).toHaveAttribute(
    'href',
    familySite('demo', '/'),
  );
  // The family session and the platform token are kept apart.
  expect(await page.evaluate(() => window.localStorage.getItem('familytree.session'))).toBeNull();

  const stamp = Date.now().toString(36);
  const sub = `e2e-${stamp}`;
  const name = `Test Family ${stamp}`;
  const adminEmail = `founder.${stamp}@example.com`;
  await page.getByRole('button', { name: 'Create family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create family' });
  await expect(dialog.getByText('lowercase letters, digits and hyphens')).toBeVisible();
  await dialog.getByLabel('Family name').fill(name);
  await dialog.getByLabel('Sub-domain').fill('admin');
  await dialog.getByLabel('Admin email').fill(adminEmail);
  await expect(dialog.getByText("The sub-domain 'admin' is reserved")).toBeVisible();
  await dialog.getByLabel('Sub-domain').fill('demo');
  await dialog.getByLabel('Admin first name').fill('Fiona');
  await dialog.getByLabel('Admin last name').fill('Founder');
  // The family speaks the admin's language unless they choose another (decision 0056).
  await expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await dialog.getByRole('button', { name: 'Create family' }).click();
  await expect(dialog.getByRole('alert')).toContainText("The sub-domain 'demo' is already taken");

  await dialog.getByLabel('Sub-domain').fill(sub);
  await dialog.getByRole('button', { name: 'Create family' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`An invitation was sent to ${adminEmail}`)).toBeVisible();
  const row = families.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('link', { name: sub })).toHaveAttribute('href', familySite(sub, '/'));
  // No persons yet; one family admin, invited.
  await expect(row.getByRole('cell')).toHaveText([name, sub, '0', '1']);

  // The new sub-domain serves the family's site.
  const site = await page.context().newPage();
  await site.goto(familySite(sub, '/'));
  await expect(site.getByRole('banner')).toContainText(name);

  // Its first family admin accepts the invitation and manages the family.
  await site.goto(await invitationLinkFor(adminEmail));
  await expect(site.getByRole('heading', { name: 'Welcome Fiona' })).toBeVisible();
  await expect(site.getByRole('main')).toContainText('a family admin');
  await site.getByLabel('Password', { exact: true }).fill('fiona-password-1');
  await site.getByLabel('Confirm password').fill('fiona-password-1');
  await site.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(site.getByText('Welcome Fiona Founder')).toBeVisible();
  await expect(site.getByRole('button', { name: 'Admin' })).toBeVisible();
  await site.close();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(mainSite + '/admin');
  await page.goto(mainSite + '/admin/dashboard');
  await expect(page).toHaveURL(mainSite + '/admin');
});
