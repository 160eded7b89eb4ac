import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 28 item 3: two admins who opened the same family event. The second to save (or delete)
 * is refused, told who changed it, and Reload shows the current values; nothing is overwritten.
 * The second admin is on a phone (390 px).
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function eventsPage(browser: Browser, phone = false): Promise<Page> {
  const viewport = phone ? { viewport: { width: 390, height: 844 } } : {};
  const page = await (await browser.newContext(viewport)).newPage();
  await logInOnMainSite(page, logins.familyAdmin);
  // The log-in hands the session over to the family's site.
  await expect(page).toHaveURL(/^http:\/\/demo\.localhost/, { timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  await page.goto(familySite('demo', '/events'));
  await expect(page.getByRole('list', { name: 'Family events' })).toBeVisible();
  return page;
}

async function editTitle(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await dialog.getByLabel('Title').fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}

test('two admins edit, then delete, one family event: the second is refused and reloads', async ({
  browser,
}) => {
  const first = await eventsPage(browser);
  await first.getByRole('button', { name: 'Add event' }).click();
  const add = first.getByRole('dialog', { name: 'Add event' });
  await add.getByLabel('Title').fill('Barn dance');
  await add.getByLabel('Date').fill('2099-06-01');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toHaveCount(0);

  const second = await eventsPage(browser, true);
  await second.getByRole('button', { name: 'Edit Barn dance' }).click();
  const late = second.getByRole('dialog', { name: 'Edit event' });
  await expect(late.getByLabel('Title')).toHaveValue('Barn dance');

  await expect(await editTitle(first, 'Barn dance', 'Barn dance at eight')).toHaveCount(0);

  await late.getByLabel('Place').fill('The old barn');
  await late.getByRole('button', { name: 'Save' }).click();
  const stale = late.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await expect(stale).toContainText('changed this on');
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(late.getByLabel('Title')).toHaveValue('Barn dance at eight');
  await expect(stale).toHaveCount(0);
  // Reloaded, the second admin's save passes on top of the first's.
  await late.getByLabel('Place').fill('The old barn');
  await late.getByRole('button', { name: 'Save' }).click();
  await expect(late).toHaveCount(0);
  const list = second.getByRole('list', { name: 'Family events' });
  await expect(list).toContainText('Barn dance at eight');
  await expect(list).toContainText('The old barn');

  // A delete asked about a version someone changed since is refused the same way.
  await second.getByRole('button', { name: 'Delete Barn dance at eight' }).click();
  const confirm = second.getByRole('dialog', { name: 'Delete this family event?' });
  await first.reload();
  await expect(await editTitle(first, 'Barn dance at eight', 'Barn dance, moved')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const refused = confirm.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await expect(refused).toContainText('changed this on');
  await refused.getByRole('button', { name: 'Reload' }).click();
  await expect(confirm).toContainText('Barn dance, moved (Mon, 1 June 2099) will be deleted.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(list).not.toContainText('Barn dance');
  await first.context().close();
  await second.context().close();
});
