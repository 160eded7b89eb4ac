import { expect, test, type Page } from '@playwright/test';
import { firstDeceased, treeOfSite } from '../fixtures/api';
import { expectNoSidewaysScroll } from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 30: a family admin, on a phone, uploads the scan of a register page on a deceased
 * member's Media tab, cites the register for the member's birth, and links the scan to that
 * citation; the profile's Sources tab shows it under the citation, for a visitor too, and it opens
 * as the PDF.
 */

test.describe.configure({ timeout: 120_000 });

const phone = { viewport: { width: 390, height: 844 } };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin links a media record to a citation; the profile shows it under the citation', async ({
  browser,
}) => {
  const admin = await (await browser.newContext(phone)).newPage();
  await logInOnMainSite(admin, logins.familyAdmin);
  await expect(admin).toHaveURL(/^http:\/\/demo\.localhost/);
  await expect(admin.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  const person = firstDeceased(await treeOfSite(admin, 'demo'));
  expect(person, 'the demo family has a deceased member').toBeDefined();
  const stamp = Date.now();
  const title = `Baptisms ${stamp}`;
  const scan = `Entry 14 ${stamp}`;

  await admin.goto(familySite('demo', '/sources'));
  await admin.getByRole('button', { name: 'Add source' }).click();
  const addSource = admin.getByRole('dialog', { name: 'Add source' });
  await addSource.getByLabel('Title').fill(title);
  await addSource.getByRole('button', { name: 'Save' }).click();
  await expect(addSource).toBeHidden();

  // The scan, as a media record of the member.
  const profile = `/members/${person!.personId}`;
  await admin.goto(familySite('demo', `${profile}/media`));
  await admin.getByRole('button', { name: 'Add media', exact: true }).click();
  const upload = admin.getByRole('dialog', { name: 'Add media' });
  await upload
    .getByLabel('Image or PDF file')
    .setInputFiles({ name: 'entry.pdf', mimeType: 'application/pdf', buffer: pdf });
  await upload.getByLabel('Title').fill(scan);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();

  // The citation of the birth.
  await admin.goto(familySite('demo', `${profile}/sources`));
  await admin.getByRole('button', { name: 'Cite a source', exact: true }).click();
  const cite = admin.getByRole('dialog', { name: 'Cite a source' });
  await choose(admin, 'Source', title);
  await choose(admin, 'Fact', 'Birth');
  await cite.getByLabel('Page').fill('Entry 14');
  await cite.getByRole('button', { name: 'Save' }).click();
  await expect(cite).toBeHidden();

  // The scan linked to the citation.
  const citationName = `${title} (Birth)`;
  await admin.getByRole('button', { name: `Add media to ${citationName}` }).click();
  await admin.getByRole('menuitem', { name: 'Link existing media' }).click();
  const link = admin.getByRole('dialog', { name: 'Link existing media' });
  await link.getByRole('combobox', { name: 'Media' }).fill(scan);
  await admin.getByRole('option', { name: new RegExp(scan) }).click();
  await link.getByRole('button', { name: 'Link' }).click();
  await expect(link).toBeHidden();
  const media = admin.getByRole('list', { name: `Media of ${citationName}` });
  await expect(media.getByRole('link', { name: `Open ${scan} (PDF, new tab)` })).toBeVisible();
  await expectNoSidewaysScroll(admin);

  // On the profile as a visitor reads it (the member is deceased), opening as the PDF.
  const visitor = await (await browser.newContext(phone)).newPage();
  await visitor.goto(familySite('demo', `${profile}/sources`));
  const seen = visitor
    .getByRole('list', { name: `Media of ${citationName}` })
    .getByRole('link', { name: `Open ${scan} (PDF, new tab)` });
  await expect(seen).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Add media to ${citationName}` })).toHaveCount(
    0,
  );
  const href = await seen.getAttribute('href');
  const served = await visitor.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type') };
  }, href!);
  expect(served).toEqual({ status: 200, type: 'application/pdf' });
  await expectNoSidewaysScroll(visitor);
  await admin.context().close();
  await visitor.context().close();
});
