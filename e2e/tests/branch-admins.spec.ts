import { apiPaths } from '@familytree/shared';
import { expect, test, type Page } from '@playwright/test';
import {
  assignedPersons,
  branchAdminByEmail,
  callApi,
  familyOf,
  founderAndGrandchild,
  memberDetail,
  resaveMember,
  sessionToken,
  treeOf,
} from '../fixtures/api';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { invitationLinkFor } from '../fixtures/outbox';
import { familySite, logins } from '../fixtures/site';

// These stories log in several people and hash passwords: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openBranchAdmins(page: Page): Promise<void> {
  await logInOnMainSite(page, logins.familyAdmin);
  await expectLoggedInAs(page, 'Anna Mathew');
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Branch admins' }).click();
  await expect(page).toHaveURL(familySite('demo', '/branchadmin'));
  await expect(page.getByRole('heading', { name: 'Branch Admins', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Branch admins' })).toBeVisible();
}

test('an invited branch admin edits only their branch, until the family admin blocks them', async ({
  page,
  browser,
}) => {
  const email = `rosa.${unique()}@example.com`;
  await openBranchAdmins(page);
  const table = page.getByRole('table', { name: 'Branch admins' });
  await expect(table).toContainText(logins.branchAdmin);

  await page.getByRole('button', { name: 'Add branch admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Branch Admin' });
  await expect(dialog.getByLabel('Status')).toHaveCount(0);
  await dialog.getByLabel('First Name').fill('Rosa');
  await dialog.getByLabel('Last Name').fill('Invited');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`An invitation was sent to ${email}`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(email) })).toContainText('INVITED');

  // The invitation mail (the outbox: no SMTP in tests) leads to the family's sub-domain.
  const link = await invitationLinkFor(email);
  expect(link.startsWith(familySite('demo', '/invitation/'))).toBe(true);
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Welcome Rosa' })).toBeVisible();
  await expect(invitee.getByRole('main')).toContainText('Demo Family');
  await invitee.getByLabel('Password', { exact: true }).fill('too-short');
  await invitee.getByLabel('Confirm password').fill('different-password');
  await invitee.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(invitee.getByText('Use at least 12 characters')).toBeVisible();
  await invitee.getByLabel('Password', { exact: true }).fill('rosa-password-1');
  await expect(invitee.getByText('The passwords do not match')).toBeVisible();
  await invitee.getByLabel('Confirm password').fill('rosa-password-1');
  await invitee.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(invitee).toHaveURL(familySite('demo', '/page1'));
  await expectLoggedInAs(invitee, 'Rosa Invited');
  const inviteeToken = await sessionToken(invitee);

  // A link works once.
  const usedLink = await inviteeContext.newPage();
  await usedLink.goto(link);
  await expect(usedLink.getByRole('alert')).toContainText('already been used');
  await expect(usedLink.getByRole('link', { name: 'Go to the login page' })).toBeVisible();
  await usedLink.close();

  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(email) })).toContainText('ACTIVE');

  // The family admin puts a grandchild of the founder in Rosa's care.
  const adminToken = await sessionToken(page);
  const { familyId } = await familyOf(page, 'demo');
  const taken = await assignedPersons(page, familyId, adminToken);
  const { founder, grandchild } = founderAndGrandchild(await treeOf(page, familyId), taken);
  const rosa = await branchAdminByEmail(page, familyId, email, adminToken);
  const personId = grandchild.member.personId;
  const assign = apiPaths.assignBranchAdmin(familyId, rosa.userId, personId);
  expect((await callApi(page, 'POST', assign, { token: adminToken })).status).toBe(204);
  await page.reload();
  const grandchildName = `${grandchild.member.firstName} ${grandchild.member.lastName}`;
  await expect(page.getByRole('button', { name: `Remove ${grandchildName}` })).toBeVisible();

  // Rosa may edit her branch, and nothing outside it.
  const inBranch = await memberDetail(invitee, personId, inviteeToken);
  expect(await resaveMember(invitee, inBranch, inviteeToken)).toBe(200);
  const outside = await memberDetail(invitee, founder.member.personId, inviteeToken);
  expect(await resaveMember(invitee, outside, inviteeToken)).toBe(403);

  // Blocking asks first, then frees her members and ends her rights at once.
  await page.getByRole('button', { name: 'Edit Rosa Invited' }).click();
  await dialog.getByLabel('Status').click();
  await page.getByRole('option', { name: 'BLOCK' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Are you sure you want to Block this Branch admin? The family members under this branch admin will also be free.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(email) })).toContainText('BLOCK');
  await expect(page.getByRole('button', { name: `Remove ${grandchildName}` })).toHaveCount(0);

  expect([401, 403]).toContain(await resaveMember(invitee, inBranch, inviteeToken));
  await invitee.reload();
  await expect(invitee.getByRole('button', { name: 'Login' })).toBeVisible();
  // Blocked by her only family, Rosa cannot log in again, and is told why.
  await logInOnMainSite(invitee, email, 'rosa-password-1');
  await expect(invitee.getByRole('alert')).toContainText(
    'Your account has been blocked by the family admin.',
  );
  await inviteeContext.close();
});

test('the Branch Admin dialog checks its fields; deleting an admin is not implemented', async ({
  page,
}) => {
  await openBranchAdmins(page);
  await page.getByRole('button', { name: 'Add branch admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Branch Admin' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // The dialog is used from the keyboard: First Name has the focus, Tab moves on.
  await expect(dialog.getByLabel('First Name')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Name is required')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Name is required')).toHaveCount(2);
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Enter valid Email')).toBeVisible();
  await dialog.getByLabel('Email').fill('');
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(save).toBeDisabled();

  await dialog.getByLabel('First Name').fill('Thomas');
  await dialog.getByLabel('Last Name').fill('Again');
  await dialog.getByLabel('Email').fill(logins.branchAdmin);
  await expect(dialog.getByText('Name is required')).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    'A branch admin with this email already exists in this family.',
  );
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete Thomas Mathew' }).click();
  await expect(page.getByText('Not implemented yet')).toBeVisible();
});

test('removing an assigned member reports failure and success with the spec texts', async ({
  page,
}) => {
  await openBranchAdmins(page);
  const adminToken = await sessionToken(page);
  const { familyId } = await familyOf(page, 'demo');
  const email = `ravi.${unique()}@example.com`;
  const created = await callApi(page, 'POST', apiPaths.saveBranchAdmin(familyId), {
    token: adminToken,
    body: { firstName: 'Ravi', lastName: 'Helper', email },
  });
  expect(created.status).toBe(200);
  const { userId } = created.body as { userId: number };
  const taken = await assignedPersons(page, familyId, adminToken);
  const { grandchild } = founderAndGrandchild(await treeOf(page, familyId), taken);
  const assign = apiPaths.assignBranchAdmin(familyId, userId, grandchild.member.personId);
  expect((await callApi(page, 'POST', assign, { token: adminToken })).status).toBe(204);

  await page.reload();
  const remove = page.getByRole('button', {
    name: `Remove ${grandchild.member.firstName} ${grandchild.member.lastName}`,
  });
  await page.route('**/branchadmin/*/member/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { message: 'boom', code: 'SERVER_ERROR' } })
      : route.fallback(),
  );
  await remove.click();
  await expect(page.getByText('Failed the deletion, please try again laterr')).toBeVisible();
  await page.unrouteAll();
  await remove.click();
  await expect(page.getByText('Deleted the assigned member')).toBeVisible();
  await expect(remove).toHaveCount(0);
});

test('the branch admin list is usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page).toHaveURL(familySite('demo', '/page1'));
  await page.goto(familySite('demo', '/branchadmin'));
  // On a phone the table becomes one card per admin, with the same actions.
  const cards = page.getByRole('list', { name: 'Branch admins' });
  await expect(cards).toContainText(logins.branchAdmin);
  await expect(cards.getByRole('button', { name: 'Edit Thomas Mathew' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await cards.getByRole('button', { name: 'Edit Thomas Mathew' }).click();
  const dialog = page.getByRole('dialog', { name: 'Branch Admin' });
  await expect(dialog.getByLabel('Status')).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
});

test('a branch admin may not manage branch admins', async ({ page }) => {
  await logInOnMainSite(page, logins.branchAdmin);
  await expectLoggedInAs(page, 'Thomas Mathew');
  await page.goto(familySite('demo', '/branchadmin'));
  await expect(page.getByText('Only a family admin can manage branch admins.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add branch admin' })).toHaveCount(0);
});
