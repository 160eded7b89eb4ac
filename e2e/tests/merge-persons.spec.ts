import { apiPaths, type MemberDetail, type MemberProfile } from '@familytree/shared';
import { expect, test, type Page } from '@playwright/test';
import { callApi, sessionToken, treeOfSite } from '../fixtures/api';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/** Issue 33: a family admin merges a duplicate from the profile and undoes it in the history. */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function adminPage(page: Page) {
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page).toHaveURL(/^http:\/\/demo\.localhost/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
}

test('two duplicates are merged from the profile, the old id shows the kept person, and the history undoes it', async ({
  page,
}) => {
  await page.goto(familySite('demo', '/'));
  const root = (await treeOfSite(page, 'demo'))[0]!;
  const parent = root.member;
  await adminPage(page);
  const token = await sessionToken(page);
  const tag = Date.now().toString(36);
  const addChild = async (firstName: string) => {
    const added = await callApi(
      page,
      'POST',
      apiPaths.saveMember(parent.personId, parent.personId),
      {
        token,
        body: { memberType: 'CHILD', firstName, lastName: `Merge${tag}`, gender: 'F' },
      },
    );
    expect(added.status).toBe(200);
    return (added.body as MemberDetail).children.find((c) => c.firstName === firstName)!.personId;
  };
  const keptId = await addChild('Rosa');
  const otherId = await addChild('Rosalind');

  await page.goto(familySite('demo', `/members/${keptId}/profile`));
  await expect(page.getByRole('heading', { name: `Rosa Merge${tag}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Merge with another person…' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge Rosa Merge${tag} with another person` });
  await expect(dialog).toContainText('can be undone in the history');
  await dialog.getByRole('combobox', { name: 'The other person' }).fill(`Rosalind Merge${tag}`);
  await page.getByRole('option', { name: new RegExp(`Rosalind Merge${tag}`) }).click();
  const firstName = dialog.getByRole('radiogroup', { name: 'First name' });
  await firstName.getByRole('radio', { name: /^Rosalind — The other person/ }).check();
  await dialog.getByRole('button', { name: 'Merge' }).click();

  await expect(page).toHaveURL(new RegExp(`/members/${keptId}/profile$`));
  await expect(page.getByRole('heading', { name: `Rosalind Merge${tag}`, level: 1 })).toBeVisible();

  // The merged-away id keeps working: its profile shows the kept person.
  await page.goto(familySite('demo', `/members/${otherId}/profile`));
  await expect(page.getByRole('heading', { name: `Rosalind Merge${tag}`, level: 1 })).toBeVisible();
  const read = await callApi(page, 'GET', apiPaths.memberProfile(otherId), { token });
  expect((read.body as MemberProfile).personDetail.personId).toBe(keptId);

  await page.goto(familySite('demo', '/changes'));
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  const record = page
    .getByRole('list', { name: 'Changes' })
    .locator(':scope > li')
    .filter({ hasText: 'Merged two persons' })
    .first();
  await record.getByRole('button', { name: /^Revert change/ }).click();
  const confirm = page.getByRole('dialog', { name: /Revert this change/ });
  await expect(confirm).toContainText('Both persons are separate again');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Reverted.')).toBeVisible();

  await page.goto(familySite('demo', `/members/${keptId}/profile`));
  await expect(page.getByRole('heading', { name: `Rosa Merge${tag}`, level: 1 })).toBeVisible();
  await page.goto(familySite('demo', `/members/${otherId}/profile`));
  await expect(page.getByRole('heading', { name: `Rosalind Merge${tag}`, level: 1 })).toBeVisible();

  // Tidy up for the other specs.
  for (const id of [otherId, keptId])
    expect(
      (await callApi(page, 'DELETE', apiPaths.deleteChild(parent.personId, id), { token })).status,
    ).toBe(204);
});
