import { apiPaths, type MemberAccount, type TreeNode } from '@familytree/shared';
import { expect, test, type Browser } from '@playwright/test';
import { callApi, familyOf, sessionToken, treeOf } from '../fixtures/api';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { invitationLinkFor, passwordResetLinkFor } from '../fixtures/outbox';
import { familySite, logins, mainSite } from '../fixtures/site';

// Issue 17: a forgotten password reset through the mailed link; a member keeps their own profile.
test.describe.configure({ timeout: 180_000 });

const landing = { timeout: 30_000 };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The demo family admin invites a new email as the MEMBER of a person (through the API, as the
 * Invite to edit dialog does); the relative accepts through the mailed link with a password.
 */
async function newMember(browser: Browser, pick: (tree: TreeNode[]) => TreeNode) {
  const page = await (await browser.newContext()).newPage();
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page).toHaveURL(familySite('demo', '/page1'), landing);
  const token = await sessionToken(page);
  const { familyId } = await familyOf(page, 'demo');
  const person = pick(await treeOf(page, familyId)).member;
  const email = `member.${unique()}@example.com`;
  const invited = await callApi(page, 'POST', apiPaths.memberAccount(familyId, person.personId), {
    token,
    body: { email },
  });
  expect(invited.status).toBe(200);
  expect(invited.body as MemberAccount).toMatchObject({ status: 'INVITED' });
  const invitationToken = new URL(await invitationLinkFor(email)).pathname.split('/').pop()!;
  const password = `own password ${unique()}`;
  const accepted = await callApi(page, 'POST', apiPaths.acceptInvitation(invitationToken), {
    body: { password },
  });
  expect(accepted.status).toBe(200);
  await page.context().close();
  return { email, password, person, name: `${person.firstName} ${person.lastName}` };
}

test('a forgotten password is reset from the login page through the mailed link', async ({
  page,
  browser,
}) => {
  const member = await newMember(browser, (tree) => tree[0]!);
  // A session on another device, which the reset must end.
  const other = await (await browser.newContext()).newPage();
  await logInOnMainSite(other, member.email, member.password);
  await expect(other).toHaveURL(familySite('demo', '/page1'), landing);

  await page.goto(mainSite + '/');
  await page.getByRole('button', { name: 'Forgotten password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgotten password?' });
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog.getByText('a link to choose a new password is on its way')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(await passwordResetLinkFor(member.email));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible(landing);
  await page.getByLabel('New password', { exact: true }).fill('too short');
  await page.getByLabel('Repeat the new password').fill('too short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Use at least 12 characters')).toBeVisible();
  const fresh = `a brand new passphrase ${unique()}`;
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Repeat the new password').fill(fresh);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(familySite('demo', '/page1'), landing);
  await expectLoggedInAs(page, member.name);

  // The other device was logged out; the old password no longer works, the new one does.
  const otherToken = await sessionToken(other);
  const check = await callApi(other, 'POST', apiPaths.check, { token: otherToken });
  expect(check.status).toBe(401);
  const login = await callApi(other, 'POST', apiPaths.login, {
    body: { email: member.email, password: member.password },
  });
  expect(login.status).toBe(401);
  // The link works once.
  await page.goto(await passwordResetLinkFor(member.email));
  await page.getByLabel('New password', { exact: true }).fill(`${fresh} again`);
  await page.getByLabel('Repeat the new password').fill(`${fresh} again`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('This password-reset link has already been used.')).toBeVisible();
});

test("a member logs in and edits their own profile, and no one else's", async ({
  page,
  browser,
}) => {
  const member = await newMember(browser, (tree) => tree[0]!.childs.at(-1)!);
  await logInOnMainSite(page, member.email, member.password);
  await expect(page).toHaveURL(familySite('demo', '/page1'), landing);

  // No administration in the header; "My profile" in the account menu.
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(familySite('demo', `/members/${member.person.personId}/profile`));
  await expect(page.getByRole('button', { name: 'Invite to edit' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  // The editor's code loads on first use: room for a busy machine.
  await expect(page.getByRole('heading', { name: 'Basic', level: 2 })).toBeVisible(landing);
  await page.getByLabel('Nick name').fill('Kept by myself');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Basic details saved successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page.getByText('Kept by myself')).toBeVisible();

  // Another person's editor refuses.
  const { familyId } = await familyOf(page, 'demo');
  const founder = (await treeOf(page, familyId))[0]!.member;
  await page.goto(familySite('demo', `/members/${founder.personId}/edit?tab=0`));
  await expect(page.getByText('You are not allowed to edit this profile.')).toBeVisible();

  // My account lists this device.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active sessions' })).toContainText('This device');
});
