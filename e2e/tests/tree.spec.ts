import type { TreeNode } from '@familytree/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { familyOf, treeOf, treeOfSite } from '../fixtures/api';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

// The family admin's whole story on a small family: several saves, each reloading the tree.
test.describe.configure({ timeout: 120_000 });

/** Letters only (names allow no digits), different on every run and retry. */
function uniqueSurname(): string {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

const nameOf = (node: TreeNode) => `${node.member.firstName} ${node.member.lastName}`;

async function openTree(page: Page): Promise<TreeNode[]> {
  await logInOnMainSite(page, logins.harperAdmin);
  await expectLoggedInAs(page, 'Grace Harper');
  await page.goto(familySite('harper', '/familytree'));
  const family = await familyOf(page, 'harper');
  return treeOf(page, family.familyId);
}

function treeRow(page: Page, name: string): Locator {
  return page.getByRole('treegrid', { name: 'Family members' }).getByRole('button', {
    name,
    exact: true,
  });
}

/** The tree grid's row of a person (it shows the years and generation beside the button). */
function gridRow(page: Page, name: string): Locator {
  return page.getByRole('treegrid', { name: 'Family members' }).getByRole('row', {
    name,
    exact: true,
  });
}

async function openMember(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Expand all' }).click();
  await treeRow(page, name).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  return dialog;
}

/** Saves the dialog's form; the message is looked up on the page, since a save may rename the dialog. */
async function saveAndExpectSuccess(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved the details')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(page.getByText('Successfully saved the details')).toBeHidden();
}

async function fillNewPerson(dialog: Locator, first: string, last: string): Promise<void> {
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
}

test('a family admin adds a father, spouses and a child, edits, deletes and finds a relation', async ({
  page,
}) => {
  const tree = await openTree(page);
  const founder = tree[0]!;
  const [firstChild, secondChild] = founder.childs;
  if (!firstChild || !secondChild) throw new Error('The Harper demo family has too few children');
  const surname = uniqueSurname();
  await expect(treeRow(page, nameOf(founder))).toBeVisible();

  // Add Father: the founder gets a father, who becomes the tree's new root.
  let dialog = await openMember(page, nameOf(founder));
  await dialog.getByRole('button', { name: 'Add Father' }).click();
  await expect(dialog.getByRole('heading', { name: 'Add Father' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Male', exact: true })).toBeDisabled();
  // Unknown is a third choice (GEDCOM's U), fixed here like the others: a father is male.
  await expect(dialog.getByRole('radio', { name: 'Unknown', exact: true })).toBeDisabled();
  // Required fields are checked before anything is sent.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await fillNewPerson(dialog, 'Elias', surname);
  await saveAndExpectSuccess(page, dialog);
  await expect(dialog.getByRole('button', { name: `Elias ${surname}`, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(treeRow(page, `Elias ${surname}`)).toBeVisible();

  // Add Spouse, a new person.
  dialog = await openMember(page, nameOf(firstChild));
  await dialog.getByRole('button', { name: 'Add Spouse' }).click();
  await expect(dialog.getByRole('radio', { name: 'New person' })).toBeChecked();
  await fillNewPerson(dialog, 'Nora', surname);
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await saveAndExpectSuccess(page, dialog);
  await expect(dialog.getByRole('button', { name: `Nora ${surname}`, exact: true })).toBeVisible();

  // Add child at order 1: the new child comes first among the children.
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await fillNewPerson(dialog, 'Theo', surname);
  await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
  if (await dialog.getByLabel('Other parent').isVisible()) {
    await dialog.getByLabel('Other parent').click();
    await page.getByRole('option', { name: `Nora ${surname}` }).click();
  }
  await dialog.getByLabel('Child order').fill('1');
  await saveAndExpectSuccess(page, dialog);
  const children = dialog.getByRole('definition').filter({ hasText: `Theo ${surname}` });
  await expect(children.getByRole('listitem').first()).toHaveText(`Theo ${surname}`);

  // Edit: the new child is renamed; the tree (first and last names only) shows the new name.
  await dialog.getByRole('button', { name: `Theo ${surname}`, exact: true }).click();
  dialog = page.getByRole('dialog', { name: `Theo ${surname}` });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Edit member' })).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('Theo');
  await dialog.getByLabel('First name').fill('Theodore');
  await dialog.getByLabel('Middle name').fill('James');
  await saveAndExpectSuccess(page, dialog);
  dialog = page.getByRole('dialog', { name: `Theodore James ${surname}` });
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(treeRow(page, `Theodore ${surname}`)).toBeVisible();

  // Add Spouse, an existing member of another family: that family is asked first
  // (link-requests.spec.ts follows a request to the end).
  const demoTree = await treeOfSite(page, 'demo');
  const demoPerson = demoTree[0]!.childs.at(-1)!.childs.at(-1)!;
  dialog = await openMember(page, nameOf(secondChild));
  await dialog.getByRole('button', { name: 'Add Spouse' }).click();
  await dialog.getByRole('radio', { name: 'Existing member' }).check();
  await expect(dialog.getByLabel('First name')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose the existing member to link')).toBeVisible();
  await dialog.getByLabel('Family').click();
  await page.getByRole('option', { name: 'Demo Family' }).click();
  await dialog.getByRole('combobox', { name: 'Person' }).fill(nameOf(demoPerson));
  await page.getByRole('option', { name: new RegExp(`^${nameOf(demoPerson)}`) }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Delete with confirmation: Cancel keeps the child, Confirm deletes it.
  dialog = await openMember(page, nameOf(firstChild));
  await dialog
    .getByRole('button', { name: `Delete child Theodore ${surname}`, exact: true })
    .click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to delete this member?',
  });
  // The confirmation names the person (issue 17).
  await expect(confirm).toHaveAccessibleDescription(`Theodore ${surname} will be deleted.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    dialog.getByRole('button', { name: `Theodore ${surname}`, exact: true }),
  ).toBeVisible();
  await dialog
    .getByRole('button', { name: `Delete child Theodore ${surname}`, exact: true })
    .click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Successfully deleted the member')).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: `Theodore ${surname}`, exact: true }),
  ).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(treeRow(page, `Theodore ${surname}`)).toHaveCount(0);

  // Find Relation: the new great-grandfather and a grandchild of the founder.
  const grandchild = firstChild.childs[0] ?? secondChild.childs[0];
  if (!grandchild) throw new Error('The Harper demo family has no grandchild');
  await page.getByRole('tab', { name: 'Find Relation' }).click();
  await expect(page).toHaveURL(familySite('harper', '/familytree/searchrelation'));
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await pickPerson(page, 'First person', `Elias ${surname}`);
  // The person chosen first is not offered a second time.
  await page.getByLabel('Second person').fill(`Elias ${surname}`);
  await expect(page.getByText('No matching person')).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`^Elias ${surname}`) })).toHaveCount(0);
  await pickPerson(page, 'Second person', nameOf(grandchild));
  await search.click();
  await expect(
    page.getByText(`Elias is ${grandchild.member.firstName}'s great-grandfather`),
  ).toBeVisible();
  const relationTree = page.getByRole('treegrid', { name: 'Relation tree' });
  await expect(
    relationTree.getByRole('button', { name: `Elias ${surname}`, exact: true }),
  ).toBeVisible();
  await expect(
    relationTree.getByRole('button', { name: nameOf(grandchild), exact: true }),
  ).toBeVisible();
});

async function pickPerson(page: Page, label: string, name: string): Promise<void> {
  await page.getByLabel(label).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByLabel(label)).toHaveValue(name);
}

test('a visitor sees the member dialog without any edit actions', async ({ page }) => {
  await page.goto(familySite('harper', '/familytree'));
  const family = await familyOf(page, 'harper');
  const [founder] = await treeOf(page, family.familyId);
  await treeRow(page, nameOf(founder!)).click();
  const dialog = page.getByRole('dialog', { name: nameOf(founder!) });
  await expect(dialog.getByRole('link', { name: 'Profile' })).toBeVisible();
  for (const action of ['Add Father', 'Add Spouse', 'Add child', 'Edit', 'Delete']) {
    await expect(dialog.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
});

test('the generation bar names the generations the family has (issue 32)', async ({ page }) => {
  await page.goto(familySite('harper', '/familytree'));
  const family = await familyOf(page, 'harper');
  const generations = (nodes: TreeNode[]): number =>
    nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => generations(n.childs)));
  const last = generations(await treeOf(page, family.familyId));
  const bar = page.getByTestId('generation-bar');
  await expect(bar).toContainText(`Gen ${last}`);
  await expect(bar.getByText(/^Gen \d+$/)).toHaveCount(last);
});

test('the tree and the member dialog fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(familySite('harper', '/familytree'));
  const family = await familyOf(page, 'harper');
  const [founder] = await treeOf(page, family.familyId);
  const row = treeRow(page, nameOf(founder!));
  // The indentation is too narrow to tell generations apart on a phone: each row names its own.
  await expect(gridRow(page, nameOf(founder!))).toContainText('Gen 1');
  const child = founder!.childs[0]!;
  await expect(gridRow(page, nameOf(child))).toContainText('Gen 2');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);

  await row.click();
  const dialog = page.getByRole('dialog', { name: nameOf(founder!) });
  await expect(dialog.getByRole('link', { name: 'Profile' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test("the tree's two views are tabs, reached and opened by keyboard", async ({ page }) => {
  await page.goto(familySite('harper', '/familytree'));
  const views = page.getByRole('tablist', { name: 'Family tree views' });
  const tree = views.getByRole('tab', { name: 'Family Tree' });
  const relation = views.getByRole('tab', { name: 'Find Relation' });
  await expect(tree).toHaveAttribute('aria-selected', 'true');
  await expect(relation).toHaveAttribute('aria-selected', 'false');
  await tree.focus();
  await page.keyboard.press('ArrowRight');
  await expect(relation).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/familytree\/searchrelation$/);
  await expect(relation).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tree).toBeFocused();
});
