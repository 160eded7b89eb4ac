import { expect, test, type Page } from '@playwright/test';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { solidPng, tempFile } from '../fixtures/png';
import { familySite, logins } from '../fixtures/site';

const title = "Organize your website's menu and content";

async function openMenuConfig(page: Page): Promise<void> {
  await logInOnMainSite(page, logins.familyAdmin);
  await expectLoggedInAs(page, 'Anna Mathew');
  await page.goto(familySite('demo', '/menuconfig'));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('only a family admin can organize the website', async ({ page }) => {
  await logInOnMainSite(page, logins.branchAdmin);
  await expectLoggedInAs(page, 'Thomas Mathew');
  await page.goto(familySite('demo', '/menuconfig'));
  await expect(page.getByText('Only a family admin can organize the website.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Content' })).toHaveCount(0);
});

test('the menu name must be given and at most 30 characters long', async ({ page }) => {
  await openMenuConfig(page);
  await expect(page).toHaveTitle(`${title} | Family Tree`);
  await page.getByRole('tab', { name: 'Page 3' }).click();
  await page.getByRole('button', { name: 'Edit Menu Name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Menu Name' });
  const name = dialog.getByLabel('Menu name');
  await name.fill('x'.repeat(31));
  await expect(dialog.getByText('Menu name must be at most 30 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill('');
  await expect(dialog.getByText('Menu name is required')).toBeVisible();
  await name.fill('x'.repeat(30));
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tab', { name: 'Page 3' })).toBeVisible();
});

test('a family admin publishes a section with an image; visitors see only what was published', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openMenuConfig(page);

  // Rename menu 2 and show it in the header.
  await page.getByRole('tab', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
  await page.getByRole('button', { name: 'Edit Menu Name' }).click();
  const rename = page.getByRole('dialog', { name: 'Edit Menu Name' });
  await rename.getByLabel('Menu name').fill('Our Story');
  await rename.getByRole('switch', { name: 'Show in menu' }).check();
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Our Story', selected: true })).toBeVisible();

  // Add a section with an uploaded image.
  await page.getByRole('button', { name: 'Add Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Page Contents' });
  await dialog.getByLabel('Title').fill('Where we come from');
  await dialog.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'Large' }).click();
  const imageInput = dialog.getByLabel('Image', { exact: true });
  await imageInput.setInputFiles(tempFile('notes.txt', 'not an image'));
  await expect(dialog.getByText('Only image files allowed')).toBeVisible();
  await imageInput.setInputFiles(tempFile('house.png', solidPng(64, 48, [46, 94, 78])));
  await expect(dialog.getByRole('img', { name: 'Preview of the section image' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('option', { name: 'Right' }).click();
  await dialog.getByRole('textbox', { name: 'Image description' }).fill('The old house');
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Four generations lived here. ');
  await dialog
    .getByRole('toolbar', { name: 'Content formatting' })
    .getByRole('button', { name: 'Bold' })
    .click();
  await page.keyboard.type('All of us.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Where we come from' })).toBeVisible();
  await expect(page.getByText('Not published')).toBeVisible();

  // Delete asks first.
  await page.getByRole('button', { name: 'Delete Where we come from' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete content' });
  await expect(confirm).toContainText('Are you sure you want to delete this content?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Preview hides the edit controls; Publish asks, then confirms.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('button', { name: 'Edit Where we come from' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Content' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish' });
  await expect(publish).toContainText(
    'Are you sure you want to Publish this contents to the website?',
  );
  await publish.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully published the contents to the website.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  // A visitor sees the section, its image and the new menu label.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(familySite('demo', '/page2'));
  // Issue 16: a menu page is headed (and titled) by its menu name, no longer always "Home".
  await expect(visitor).toHaveTitle('Our Story | Family Tree');
  await expect(visitor.getByRole('heading', { name: 'Our Story', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Where we come from' })).toBeVisible();
  const image = visitor.getByRole('img', { name: 'Image: Where we come from' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(visitor.getByText('The old house')).toBeVisible();
  await expect(visitor.locator('strong', { hasText: 'All of us.' })).toBeVisible();
  const nav = visitor.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Our Story' })).toBeVisible();

  // A later edit stays a draft: the admin keeps it, the visitor still sees the published one.
  await page.getByRole('button', { name: 'Exit Preview' }).click();
  await page.getByRole('button', { name: 'Edit Where we come from' }).click();
  await dialog.getByLabel('Title').fill('Where we come from, revised');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Not published')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Our Story' }).click();
  await expect(page.getByRole('heading', { name: 'Where we come from, revised' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Where we come from' })).toBeVisible();
  await expect(visitor.getByText('Where we come from, revised')).toHaveCount(0);
  await visitorContext.close();
});

test('an empty or hidden menu page says nothing has been published', async ({ page }) => {
  // Menu 3 (hidden and empty; the demo's menu 4 has been published since issue 16).
  await page.goto(familySite('demo', '/page3'));
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing has been published on this page yet.')).toBeVisible();
});
