import { apiPaths, type MemberDetail } from '@familytree/shared';
import { expect, test, type Page } from '@playwright/test';
import { callApi, sessionToken, treeOfSite } from '../fixtures/api';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/** Issue 29: a family admin undoes a tree add and a delete from Recent changes. */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function adminPage(page: Page) {
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page).toHaveURL(/^http:\/\/demo\.localhost/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
}

/** Opens Recent changes and reverts the newest record titled `title`, checking the confirmation. */
async function revertNewest(page: Page, title: string, confirmation: string, kind?: string) {
  await page.goto(familySite('demo', '/changes'));
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  if (kind) await page.getByLabel('Kind').selectOption({ label: kind });
  const record = page
    .getByRole('list', { name: 'Changes' })
    .locator(':scope > li')
    .filter({ hasText: title })
    .first();
  await record.getByRole('button', { name: /^Revert change/ }).click();
  const dialog = page.getByRole('dialog', { name: /Revert this change/ });
  await expect(dialog).toContainText(confirmation);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Reverted.')).toBeVisible();
}

test('a child added by mistake is reverted, and the deletion of a person too', async ({ page }) => {
  await page.goto(familySite('demo', '/'));
  const root = (await treeOfSite(page, 'demo'))[0]!;
  const parent = root.childs.at(-1)?.member ?? root.member;
  await adminPage(page);
  const token = await sessionToken(page);
  const name = `Mistake${Date.now().toString(36)}`;
  const added = await callApi(page, 'POST', apiPaths.saveMember(parent.personId, parent.personId), {
    token,
    body: { memberType: 'CHILD', firstName: name, lastName: 'Revert', gender: 'F' },
  });
  expect(added.status).toBe(200);
  const profileStatus = async () =>
    (await callApi(page, 'GET', apiPaths.memberProfile(child.personId), { token })).status;
  const child = (added.body as MemberDetail).children.find((c) => c.firstName === name)!;

  await revertNewest(
    page,
    `Added a person to the tree – ${name} Revert`,
    'The person it added is removed from the tree',
    'Family tree',
  );
  expect(await profileStatus()).toBe(404);

  // Brought back by reverting the revert, then deleted, then the deletion reverted: same id.
  await revertNewest(page, 'Reverted a change', 'The values before it are written back');
  const deleted = await callApi(
    page,
    'DELETE',
    apiPaths.deleteChild(parent.personId, child.personId),
    {
      token,
    },
  );
  expect(deleted.status).toBe(204);
  await revertNewest(
    page,
    `Deleted a person from the tree – ${name} Revert`,
    'The person comes back with the same profile',
  );
  expect(await profileStatus()).toBe(200);
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText('Reverted a change');

  // Tidy up for the other specs: the child goes again.
  expect(
    (
      await callApi(page, 'DELETE', apiPaths.deleteChild(parent.personId, child.personId), {
        token,
      })
    ).status,
  ).toBe(204);
});
