import { apiPaths, type MemberDetail, type TreeNode } from '@familytree/shared';
import { expect, test, type Page } from '@playwright/test';
import { familyOf, getFromSite, treeOf, treeOfSite } from '../fixtures/api';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

// Issue 11 item 5 (docs/decisions/0008): a person of another family becomes a spouse only once
// that family's admin accepts the link request.
test.describe.configure({ timeout: 120_000 });

const nameOf = (node: TreeNode) => `${node.member.firstName} ${node.member.lastName}`;

function treeRow(page: Page, name: string) {
  return page.getByRole('treegrid', { name: 'Family members' }).getByRole('button', {
    name,
    exact: true,
  });
}

test('harper asks to link a demo person as a spouse, demo accepts, the spouse appears in the tree', async ({
  page,
  browser,
}) => {
  // Harper's family admin (a branch admin without any branch in demo: no rights on demo persons).
  await logInOnMainSite(page, logins.harperAdmin);
  await expectLoggedInAs(page, 'Grace Harper');
  await page.goto(familySite('harper', '/familytree'));
  const harper = await familyOf(page, 'harper');
  // Persons the tree story (tree.spec.ts) leaves alone.
  const member = (await treeOf(page, harper.familyId))[0]!.childs[2]!;
  const demoPerson = (await treeOfSite(page, 'demo'))[0]!.childs[0]!.childs[0]!;

  await page.getByRole('button', { name: 'Expand all' }).click();
  await treeRow(page, nameOf(member)).click();
  const dialog = page.getByRole('dialog', { name: nameOf(member) });
  await dialog.getByRole('button', { name: 'Add Spouse' }).click();
  await dialog.getByRole('radio', { name: 'Existing member' }).check();
  await dialog.getByLabel('Family').click();
  await page.getByRole('option', { name: 'Demo Family' }).click();
  await dialog.getByRole('combobox', { name: 'Person' }).fill(nameOf(demoPerson));
  // Names repeat in the demo family: the caption names the parent.
  const detail = await getFromSite<MemberDetail>(
    page,
    'demo',
    apiPaths.memberDetail(0, demoPerson.member.personId),
  );
  const parent = detail.father ?? detail.mother!;
  await page
    .getByRole('option', {
      name: new RegExp(`^${nameOf(demoPerson)} [DS]/o ${parent.firstName} .*${parent.lastName}$`),
    })
    .click();
  await dialog.getByRole('button', { name: 'Save' }).click();

  // Not linked yet: the dialog says a request went to the Demo Family.
  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(dialog.getByText(/A link request was sent to Demo Family/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to member' }).click();
  await expect(dialog.getByRole('button', { name: nameOf(demoPerson), exact: true })).toHaveCount(
    0,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Harper's admin finds it among the sent requests.
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Link requests' }).click();
  await expect(page).toHaveURL(familySite('harper', '/linkrequests'));
  const sent = page.getByRole('region', { name: 'Requests your family sent' });
  await expect(sent.getByText(`their ${nameOf(demoPerson)} as the spouse`)).toBeVisible();
  await expect(
    sent.getByRole('button', {
      name: `Cancel the request to link ${nameOf(demoPerson)} and ${nameOf(member)}`,
    }),
  ).toBeVisible();

  // Demo's family admin answers, on a phone.
  const demoContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const demoPage = await demoContext.newPage();
  await logInOnMainSite(demoPage, logins.familyAdmin);
  await expect(demoPage.getByRole('button', { name: 'Logout' })).toBeVisible();
  await demoPage.goto(familySite('demo', '/linkrequests'));
  const incoming = demoPage.getByRole('region', { name: 'Requests to your family' });
  await expect(
    incoming.getByText(`Harper Family asks to link your ${nameOf(demoPerson)}`),
  ).toBeVisible();
  const width = await demoPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await incoming
    .getByRole('button', { name: `Accept linking ${nameOf(demoPerson)} and ${nameOf(member)}` })
    .click();
  await expect(demoPage.getByText('Link request accepted.')).toBeVisible();
  await expect(incoming.getByText('Accepted').first()).toBeVisible();
  await demoContext.close();

  // The spouse now shows in harper's tree.
  await page.goto(familySite('harper', '/familytree'));
  await page.getByRole('button', { name: 'Expand all' }).click();
  // Spouses are links beside the member's row (issue 14), each opening the spouse's dialog.
  await expect(treeRow(page, nameOf(member))).toBeVisible();
  await expect(
    page
      .getByRole('treegrid', { name: 'Family members' })
      .getByRole('button', { name: nameOf(demoPerson), exact: true }),
  ).toBeVisible();

  // In the descendant chart of the member the linked spouse's card is marked as of the Demo
  // Family and links to that family's site (issue 14).
  await page.goto(familySite('harper', `/familytree/chart/descendants/${member.member.personId}`));
  const chart = page.getByRole('group', { name: /^Descendant chart of/ });
  const spouseName = new RegExp(`^${demoPerson.member.firstName} .*${demoPerson.member.lastName}`);
  await expect(
    chart.getByRole('button', { name: new RegExp(`${spouseName.source},.*of Demo Family(,|$)`) }),
  ).toBeVisible();
  const toDemo = chart.getByRole('link', {
    name: new RegExp(`${spouseName.source} on the site of Demo Family$`),
  });
  await expect(toDemo).toHaveAttribute('href', new RegExp(`^${familySite('demo', '/familytree')}`));
});
