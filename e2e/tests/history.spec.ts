import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logInOnMainSite } from '../fixtures/login';
import { treeOfSite } from '../fixtures/api';
import type { Target } from '../fixtures/profile-editor';
import { familySite, logins } from '../fixtures/site';

/** Issue 17: the History tab's revert, two editors racing, and unsaved edits kept. */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let target: Target;

async function adminPage(browser: Browser, phone = false): Promise<Page> {
  const viewport = phone ? { viewport: { width: 390, height: 844 } } : {};
  const page = await (await browser.newContext(viewport)).newPage();
  await logInOnMainSite(page, logins.familyAdmin);
  // The log-in hands the session over to the family's site.
  await expect(page).toHaveURL(/^http:\/\/demo\.localhost/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  return page;
}

async function revertAndConfirm(page: Page, record: Locator) {
  await record.getByRole('button', { name: /^Revert change/ }).click();
  const dialog = page.getByRole('dialog', { name: /Revert this change/ });
  await expect(dialog).toContainText(target.name);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Reverted.')).toBeVisible();
}

const editBasic = (page: Page) => page.goto(familySite('demo', `/members/${target.id}/edit?tab=0`));

// A child of the demo founders (the last one: other specs edit members of the branch).
test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(familySite('demo', '/'));
  const root = (await treeOfSite(page, 'demo'))[0]!;
  const member = root.childs.at(-1)?.member ?? root.member;
  target = { id: member.personId, name: `${member.firstName} ${member.lastName}` };
  await page.context().close();
});

test('a family admin reverts an edit from the History tab', async ({ browser }) => {
  const page = await adminPage(browser);
  await editBasic(page);
  const place = page.getByLabel('Place of birth');
  const before = await place.inputValue();
  await place.fill(`Revert me ${Date.now()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Basic details saved successfully.')).toBeVisible();

  await page.goto(familySite('demo', `/members/${target.id}/profile`));
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(familySite('demo', `/members/${target.id}/history`));
  const newest = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
  await expect(newest).toContainText('Edited basic details');
  await expect(newest).toContainText('Place of birth');
  await revertAndConfirm(page, newest);
  // The revert is itself a change of the history.
  await expect(
    page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first(),
  ).toContainText('Reverted a change');

  await editBasic(page);
  // A full page load of the editor (the host is slow when shared): a longer wait than the default.
  await expect(page.getByLabel('Place of birth')).toHaveValue(before, { timeout: 30_000 });
  await page.context().close();
});

test('a family admin on a phone filters Recent changes by person and reverts an edit', async ({
  browser,
}) => {
  const page = await adminPage(browser, true);
  const edited = `Recent ${Date.now()}`;
  // Two edits of the same field: the older cannot be reverted (409), the newer can.
  for (const value of [`${edited} a`, `${edited} b`]) {
    await editBasic(page);
    await page.getByLabel('Place of birth').fill(value);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Basic details saved successfully.')).toBeVisible();
  }

  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Recent changes' }).click();
  await expect(page).toHaveURL(familySite('demo', '/changes'));
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  await expect(page.getByLabel('User')).toBeVisible();

  const person = page.getByRole('combobox', { name: 'Person' });
  await person.fill(target.name);
  // The person search's own list: the User filter may list a user of the same name.
  const matches = page.locator(`#${await person.getAttribute('id')}-listbox`);
  await expect(
    matches.getByRole('option', { name: new RegExp(`^${target.name}`) }).first(),
  ).toBeVisible();
  // By keyboard: filling scrolls the field under the sticky header on a phone, and the list
  // opens over the header, where a click would land on the header.
  await person.press('ArrowDown');
  await person.press('Enter');
  // The records, not the lists of changed fields inside them.
  const records = page.getByRole('list', { name: 'Changes' }).locator(':scope > li');
  // Only the chosen person's records are left.
  await expect(records.first()).toContainText(`Edited basic details – ${target.name}`);
  await expect(records.first()).toContainText(`${edited} a → ${edited} b`);
  for (const title of await records.evaluateAll((items) =>
    items.map((i) => i.getAttribute('aria-label') ?? ''),
  ))
    expect(title).toContain(target.name);
  // Usable at 390 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The older edit: refused, the server's message shown on it.
  const older = records.filter({ hasText: `→ ${edited} a` }).first();
  await older.getByRole('button', { name: /^Revert change/ }).click();
  await page
    .getByRole('dialog', { name: /Revert this change/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(older.getByRole('alert')).toContainText('changed the same fields later');

  await revertAndConfirm(page, records.first());
  await expect(records.first()).toContainText('Reverted a change');

  await page.goto(familySite('demo', `/members/${target.id}/profile`));
  await editBasic(page);
  await expect(page.getByLabel('Place of birth')).toHaveValue(`${edited} a`, { timeout: 30_000 });
  await page.context().close();
});

test('two editors of one profile: the second to save sees the conflict and reloads', async ({
  browser,
}) => {
  const first = await adminPage(browser);
  const second = await adminPage(browser);
  await editBasic(first);
  await editBasic(second);
  await expect(second.getByLabel('Place of birth')).toBeVisible();

  await first.getByLabel('Place of birth').fill('Saved first');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Basic details saved successfully.')).toBeVisible();

  await second.getByLabel('Place of birth').fill('Saved second');
  await second.getByRole('button', { name: 'Save' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await expect(conflict).toContainText('changed this on');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByLabel('Place of birth')).toHaveValue('Saved first');
  await first.context().close();
  await second.context().close();
});

test('two editors of one site page: the second save is refused, Reload shows the first', async ({
  browser,
}) => {
  const first = await adminPage(browser);
  const second = await adminPage(browser);
  for (const page of [first, second]) {
    await page.goto(familySite('demo', '/menuconfig'));
    await page.getByRole('tab', { name: 'Page 3' }).click();
    await expect(page.getByRole('button', { name: 'Add Content' })).toBeVisible();
  }
  const add = async (page: Page, title: string) => {
    await page.getByRole('button', { name: 'Add Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Page Contents' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  };
  await add(first, 'Saved first');
  await expect(first.getByRole('heading', { name: 'Saved first' })).toBeVisible();

  const dialog = await add(second, 'Saved second');
  await expect(dialog.getByRole('alert')).toContainText('changed this on');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const stale = second.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByRole('heading', { name: 'Saved first' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Saved second' })).toHaveCount(0);
  await first.context().close();
  await second.context().close();
});

test('two editors rename one menu: the second is refused, Reload shows the first name', async ({
  browser,
}) => {
  const first = await adminPage(browser);
  const second = await adminPage(browser);
  const openRename = async (page: Page, menu: string) => {
    await page.goto(familySite('demo', '/menuconfig'));
    await page.getByRole('tab', { name: menu }).click();
    await page.getByRole('button', { name: 'Edit Menu Name' }).click();
    return page.getByRole('dialog', { name: 'Edit Menu Name' });
  };
  const rename = async (dialog: Locator, name: string) => {
    await dialog.getByLabel('Menu name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
  };
  // Both open the dialog on the same name; the first saves.
  const late = await openRename(second, 'Reunions');
  await rename(await openRename(first, 'Reunions'), 'Renamed first');
  await expect(first.getByRole('tab', { name: 'Renamed first' })).toBeVisible();

  await rename(late, 'Renamed second');
  const stale = late.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await expect(stale).toContainText('changed this on');
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(late.getByLabel('Menu name')).toHaveValue('Renamed first');
  // Reloaded, the second editor's rename passes: the menu gets its name back for other specs.
  await rename(late, 'Reunions');
  await expect(late).toBeHidden();
  await expect(second.getByRole('tab', { name: 'Reunions' })).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('leaving the editor with unsaved edits asks first', async ({ browser }) => {
  const page = await adminPage(browser);
  await editBasic(page);
  await page.getByLabel('Place of birth').fill('Not saved yet');

  // Staying: the dialog is dismissed, the tab and the edit remain.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('tab', { name: 'About' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave without saving?']);
  await expect(page).toHaveURL(/tab=0/);
  await expect(page.getByLabel('Place of birth')).toHaveValue('Not saved yet');

  // Leaving for another page: accepted, the edit is dropped.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(familySite('demo', `/members/${target.id}/profile`));
  await page.context().close();
});
