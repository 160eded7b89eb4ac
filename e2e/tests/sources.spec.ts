import { expect, test, type Browser, type Page } from '@playwright/test';
import { firstDeceased, treeOfSite } from '../fixtures/api';
import { expectNoSidewaysScroll } from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 30: a family admin adds a source and cites it for a deceased member's birth, and writes a
 * note about the birth, on a phone; a visitor then finds the source from the footer, sees the
 * citation and, on the member's Sources tab, the note (a deceased person's are shown to everyone).
 */

test.describe.configure({ timeout: 120_000 });

const phone = { viewport: { width: 390, height: 844 } };

async function adminOnPhone(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext(phone)).newPage();
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page).toHaveURL(/^http:\/\/demo\.localhost/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  return page;
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin cites a new source for a birth and writes a note; a visitor sees both', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext(phone)).newPage();
  await visitor.goto(familySite('demo', '/'));
  const person = firstDeceased(await treeOfSite(visitor, 'demo'));
  expect(person, 'the demo family has a deceased member').toBeDefined();
  const title = `Parish register ${Date.now()}`;

  const admin = await adminOnPhone(browser);
  await admin.goto(familySite('demo', '/sources'));
  await admin.getByRole('button', { name: 'Add source' }).click();
  const addSource = admin.getByRole('dialog', { name: 'Add source' });
  await addSource.getByLabel('Title').fill(title);
  await addSource.getByLabel('Author').fill('St Mary’s Church');
  await addSource.getByRole('button', { name: 'Save' }).click();
  await expect(addSource).toBeHidden();
  await expect(admin.getByRole('link', { name: title })).toBeVisible();

  await admin.goto(familySite('demo', `/members/${person!.personId}/profile`));
  await admin.getByRole('tab', { name: 'Sources' }).click();
  await expect(admin).toHaveURL(familySite('demo', `/members/${person!.personId}/sources`));
  await admin.getByRole('button', { name: 'Cite a source', exact: true }).click();
  const cite = admin.getByRole('dialog', { name: 'Cite a source' });
  await choose(admin, 'Source', title);
  await choose(admin, 'Fact', 'Birth');
  await cite.getByLabel('Page').fill('Baptisms, entry 14');
  await choose(admin, 'Quality', 'Direct and primary evidence');
  await cite.getByRole('button', { name: 'Save' }).click();
  await expect(cite).toBeHidden();
  await expect(admin.getByRole('list', { name: 'Sources of birth' })).toContainText(title);

  const noteText = `Baptised by Fr. Thomas ${Date.now()}`;
  await admin.getByRole('button', { name: 'Add a note', exact: true }).click();
  const addNote = admin.getByRole('dialog', { name: 'Add a note' });
  await choose(admin, 'About', 'Birth');
  await addNote.getByRole('textbox', { name: 'Note', exact: true }).click();
  await admin.keyboard.type(noteText);
  await addNote.getByRole('button', { name: 'Save' }).click();
  await expect(addNote).toBeHidden();
  await expect(
    admin.getByRole('list', { name: new RegExp(`^Notes about ${person!.firstName}`) }),
  ).toContainText(noteText);
  await expectNoSidewaysScroll(admin);
  await admin.context().close();

  await visitor.goto(familySite('demo', '/'));
  await visitor
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Sources' })
    .click();
  await expect(visitor.getByRole('heading', { name: 'Sources', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add source' })).toHaveCount(0);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const citation = visitor.getByRole('list', { name: 'Citations' }).getByRole('listitem');
  await expect(citation).toContainText(person!.firstName);
  await expect(citation).toContainText('Birth');
  await expect(citation).toContainText('Baptisms, entry 14 · Direct and primary evidence');
  await expect(citation.getByRole('link', { name: new RegExp(person!.firstName) })).toHaveAttribute(
    'href',
    `/members/${person!.personId}/sources`,
  );
  await citation.getByRole('link', { name: new RegExp(person!.firstName) }).click();
  await expect(
    visitor.getByRole('list', { name: new RegExp(`^Notes about ${person!.firstName}`) }),
  ).toContainText(noteText);
  await expectNoSidewaysScroll(visitor);
  await visitor.context().close();
});
