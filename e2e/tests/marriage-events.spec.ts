import { addDays, type TreeNode } from '@familytree/shared';
import { expect, test } from '@playwright/test';
import { familyOf, treeOf } from '../fixtures/api';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 16: a family admin enters a couple's marriage in the tree's member dialog (adding the
 * spouse, then editing it), and the wedding anniversary shows on the events page (decision 0019).
 */

test.describe.configure({ timeout: 120_000 });

/** Letters only (names allow no digits), different on every run and retry. */
const uniqueSurname = () =>
  'W' +
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);

test('a marriage entered in the member dialog shows as a wedding anniversary on /events', async ({
  page,
}) => {
  await logInOnMainSite(page, logins.harperAdmin);
  await expectLoggedInAs(page, 'Grace Harper');
  await page.goto(familySite('harper', '/familytree'));
  const family = await familyOf(page, 'harper');
  const thisYear = new Date().getUTCFullYear();
  // A living member old enough to have married 25 years ago.
  const member = flatten(await treeOf(page, family.familyId)).find(
    (n) =>
      n.member.deathYear === null &&
      (n.member.birthYear ?? 0) < thisYear - 50 &&
      (n.member.birthYear ?? 0) > thisYear - 90,
  );
  if (!member) throw new Error('The Harper demo family has no living member to marry');
  const memberName = `${member.member.firstName} ${member.member.lastName}`;

  // The anniversary falls in 20 days (21 if that is 29 February), 25 years on.
  let anniversary = addDays(new Date().toISOString().slice(0, 10), 20);
  if (anniversary.endsWith('-02-29')) anniversary = addDays(anniversary, 1);
  const years = 25;
  const weddingDay = `${Number(anniversary.slice(0, 4)) - years}${anniversary.slice(4)}`;
  const surname = uniqueSurname();
  const spouseName = `Wren ${surname}`;

  await page.getByRole('button', { name: 'Expand all' }).click();
  await page
    .getByRole('treegrid', { name: 'Family members' })
    .getByRole('button', { name: memberName, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: memberName });
  await dialog.getByRole('button', { name: 'Add Spouse' }).click();
  await dialog.getByLabel('First name').fill('Wren');
  await dialog.getByLabel('Last name').fill(surname);
  await dialog
    .getByRole('radio', { name: member.member.gender === 'F' ? 'Male' : 'Female', exact: true })
    .check();
  await dialog.getByLabel('Date of marriage').fill(weddingDay);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved the details')).toBeVisible();
  const spouseRow = dialog.getByRole('listitem').filter({ hasText: spouseName });
  await expect(spouseRow).toContainText('Married');

  // Edited afterwards: a future day is refused with its message, then a place is added.
  await dialog.getByRole('button', { name: `Edit marriage with ${spouseName}` }).click();
  const marriage = page.getByRole('dialog', {
    name: `Marriage of ${memberName} and ${spouseName}`,
  });
  // The field writes the day as English does (DD/MM/YYYY), though it was filled in as ISO.
  const [y, m, d] = weddingDay.split('-');
  await expect(marriage.getByLabel('Date of marriage')).toHaveValue(`${d}/${m}/${y}`);
  await marriage.getByLabel('Date of marriage').fill(addDays(anniversary, 400));
  await marriage.getByRole('button', { name: 'Save' }).click();
  await expect(marriage.getByText('The date of marriage cannot be in the future')).toBeVisible();
  await marriage.getByLabel('Date of marriage').fill(weddingDay);
  await marriage.getByLabel('Place of marriage').fill('Harrogate');
  await marriage.getByRole('button', { name: 'Save' }).click();
  await expect(marriage).toHaveCount(0);
  await expect(spouseRow).toContainText('in Harrogate');

  await page.goto(familySite('harper', '/events'));
  const entry = page
    .getByRole('list', { name: 'Birthdays and anniversaries' })
    .getByRole('listitem')
    .filter({ hasText: spouseName });
  await expect(entry).toContainText(memberName);
  await expect(entry).toContainText(`Wedding anniversary (${years} years)`);
});
