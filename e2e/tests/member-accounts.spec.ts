import { apiPaths } from '@familytree/shared';
import { expect, test } from '@playwright/test';
import { callApi, familyOf, sessionToken, treeOf } from '../fixtures/api';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

// Issue 17: a family admin sees the family's member accounts and removes a member's access.
test.describe.configure({ timeout: 120_000 });

test("a family admin lists the member accounts and removes one's access", async ({ page }) => {
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page).toHaveURL(/^http:\/\/demo\.localhost/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  const token = await sessionToken(page);
  const { familyId } = await familyOf(page, 'demo');
  // A grandchild of the founders: other specs invite the founder and the youngest child.
  const root = (await treeOf(page, familyId))[0]!;
  const person = (root.childs[0]?.childs[0] ?? root.childs[0]!).member;
  const name = `${person.firstName} ${person.lastName}`;
  const email = `listed.${Date.now().toString(36)}@example.com`;
  const invited = await callApi(page, 'POST', apiPaths.memberAccount(familyId, person.personId), {
    token,
    body: { email },
  });
  expect(invited.status).toBe(200);

  await page.goto(familySite('demo', '/branchadmin'));
  const list = page.getByRole('list', { name: 'Member accounts' });
  const account = list.getByRole('listitem', { name });
  await expect(account).toContainText(email, { timeout: 30_000 });
  await expect(account).toContainText(`Keeps the profile of ${name}`);
  await expect(account).toContainText('INVITED');

  await account.getByRole('button', { name: `Remove access of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: /Remove this member's access/ });
  await expect(dialog).toContainText(`${name} (${email})`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("The member's access was removed.")).toBeVisible();
  await expect(page.getByRole('listitem', { name }).filter({ hasText: email })).toHaveCount(0);
});
