import { apiPaths, messages, type MemberProfile, type TreeNode } from '@familytree/shared';
import { expect, test, type Page } from '@playwright/test';
import { branchAdminByEmail, callApi, familyOf, sessionToken, treeOf } from '../fixtures/api';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

interface Outsider {
  id: number;
  name: string;
  profile: MemberProfile;
}

const everyone = (nodes: TreeNode[]): TreeNode['member'][] =>
  nodes.flatMap((node) => [node.member, ...node.spouse, ...everyone(node.childs)]);

/**
 * A demo member with contact details and a Private work history whom the demo branch admin may
 * not edit, found as the family admin sees the family.
 */
async function memberOutsideTheBranch(page: Page): Promise<Outsider> {
  await logInOnMainSite(page, logins.familyAdmin);
  // Logging in hands the session over to the sub-domain, then opens the first page.
  await expect(page).toHaveURL(familySite('demo', '/page1'), { timeout: 20_000 });
  const token = await sessionToken(page);
  const { familyId } = await familyOf(page, 'demo');
  const thomas = await branchAdminByEmail(page, familyId, logins.branchAdmin, token);
  for (const member of everyone(await treeOf(page, familyId))) {
    const answer = await callApi(page, 'GET', apiPaths.memberProfile(member.personId), { token });
    const profile = answer.body as MemberProfile;
    if (!profile.personDetail.email || profile.privacy.workHistory !== 0) continue;
    if (!profile.workHistoryList?.length || !profile.addressList.length) continue;
    const canEdit = await callApi(
      page,
      'GET',
      apiPaths.canEdit(familyId, thomas.userId, member.personId),
      { token },
    );
    if (canEdit.body === false)
      return { id: member.personId, name: `${member.firstName} ${member.lastName}`, profile };
  }
  throw new Error('The demo family has no member with a Private work history outside the branch');
}

test('a logged-in branch admin sees a member outside the branch as a visitor does, at 390 px', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const outsider = await memberOutsideTheBranch(await adminContext.newPage());
  await adminContext.close();
  const person = outsider.profile.personDetail;
  const address = outsider.profile.addressList[0]!;
  const withheld = [
    person.email!,
    person.phoneNumber!,
    address.streetAddress!,
    address.postalCode!,
  ];

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logInOnMainSite(page, logins.branchAdmin);
  // The narrow header keeps the Logout button and drops the greeting.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 20_000 });
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    bodies.push(response.text().catch(() => ''));
  });
  const profileAnswer = page.waitForResponse((r) =>
    r.url().endsWith(apiPaths.memberProfile(outsider.id)),
  );
  await page.goto(familySite('demo', `/members/${outsider.id}/profile`));
  await expect(page.getByRole('heading', { name: outsider.name, level: 1 })).toBeVisible();
  const sent = (await (await profileAnswer).json()) as MemberProfile;
  expect(sent.contactVisible).toBe(false);
  expect(sent.workHistoryList).toBeNull();

  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
  const contact = page.getByTestId('contact');
  await expect(contact.getByTestId('blurred')).toBeVisible();
  await expect(contact).toContainText(messages.profile.contactForEditorsOnly);
  const addresses = page.getByTestId('address');
  await expect(addresses.getByTestId('blurred').first()).toBeVisible();
  await expect(addresses).toContainText(messages.profile.addressForEditorsOnly);
  // Education is Public in the demo data; work is Private, so its section is absent.
  await expect(page.getByTestId('education')).toBeVisible();
  await expect(page.getByTestId('work')).toHaveCount(0);

  const text = (await Promise.all(bodies)).join('\n');
  for (const value of withheld) expect(text).not.toContain(value);
  expect(await page.content()).not.toContain(person.email!);
  await context.close();
});
