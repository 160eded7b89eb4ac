import { expect, test, type Page } from '@playwright/test';
import { firstDeceased, treeOfSite } from '../fixtures/api';
import { expectNoSidewaysScroll } from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 30: a family admin, on a phone, adds a photo and a PDF on a deceased member's Media tab;
 * the photo shows as a thumbnail, and the PDF's link serves the document as application/pdf.
 */

test.describe.configure({ timeout: 120_000 });

/** A 300 x 200 green PNG (large enough for a 240 px thumbnail), made without any image tool. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAASwAAADICAIAAADdvUsCAAABsUlEQVR42u3TQQ0AAAjEsPOEJzzhFhk8aFIFS5aaBg5FAjAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQTKgCmBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAgmVAFMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBBMCJgQTAiaEnxbn/DcpohhHDgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function addMedia(
  page: Page,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: 'Add media', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add media' });
  await dialog.getByLabel('Image or PDF file').setInputFiles(file);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill('ABT 1920');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin adds a photo and a PDF on a Media tab; the PDF opens as application/pdf', async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  const person = firstDeceased(await treeOfSite(page, 'demo'));
  expect(person, 'the demo family has a deceased member').toBeDefined();
  const stamp = Date.now();

  await page.goto(familySite('demo', `/members/${person!.personId}/profile`));
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page).toHaveURL(familySite('demo', `/members/${person!.personId}/media`));

  await addMedia(page, `Wedding ${stamp}`, {
    name: 'wedding.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const grid = page.getByRole('list', { name: /^Media of / });
  const thumbnail = grid.getByRole('img', { name: `Wedding ${stamp}` });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /-w240\.webp$/);

  await addMedia(page, `Register ${stamp}`, {
    name: 'register.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const link = grid.getByRole('link', { name: `Open Register ${stamp} (PDF, new tab)` });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  // Fetched from the page, as the new tab would open it (the browser knows the family's host).
  const served = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const type = res.headers.get('content-type');
    return { status: res.status, type, disposition: res.headers.get('content-disposition') };
  }, href!);
  expect(served).toEqual({ status: 200, type: 'application/pdf', disposition: 'inline' });
  await expectNoSidewaysScroll(page);
});
