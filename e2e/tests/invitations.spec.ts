import { apiPaths } from '@familytree/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { branchAdminByEmail, callApi, familyOf, sessionToken } from '../fixtures/api';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { invitationLinkFor } from '../fixtures/outbox';
import { familySite, logins } from '../fixtures/site';

// Issue 11, item 1: an account that already exists is only invited; its owner logs in and accepts.
test.describe.configure({ timeout: 90_000 });

// Landing on a family site loads the app twice (main site, then sub-domain): room for a busy machine.
const landing = { timeout: 30_000 };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Person {
  email: string;
  password: string;
  name: string;
}

/** Logs a family admin in, in a page of their own, and answers it with the token and family. */
async function adminOf(browser: Browser, email: string, domain: string) {
  const page = await (await browser.newContext()).newPage();
  await logInOnMainSite(page, email);
  await expect(page).toHaveURL(familySite(domain, '/page1'), landing);
  const { familyId } = await familyOf(page, domain);
  return { page, token: await sessionToken(page), familyId };
}

async function inviteBranchAdmin(
  admin: { page: Page; token: string; familyId: number },
  person: { firstName: string; lastName: string; email: string },
): Promise<void> {
  const res = await callApi(admin.page, 'POST', apiPaths.saveBranchAdmin(admin.familyId), {
    token: admin.token,
    body: person,
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'INVITED' });
}

/** Someone who already has an account: a branch admin of the demo family. */
async function demoMember(browser: Browser): Promise<Person> {
  const person = { firstName: 'Esme', lastName: `Existing${unique()}` };
  const email = `esme.${unique()}@example.com`;
  const demo = await adminOf(browser, logins.familyAdmin, 'demo');
  await inviteBranchAdmin(demo, { ...person, email });
  const token = new URL(await invitationLinkFor(email)).pathname.split('/').pop()!;
  const password = 'esmes own password';
  const accepted = await callApi(demo.page, 'POST', apiPaths.acceptInvitation(token), {
    body: { password },
  });
  expect(accepted.status).toBe(200);
  await demo.page.context().close();
  return { email, password, name: `${person.firstName} ${person.lastName}` };
}

test('an existing user accepts an invitation after logging in and then sees the family', async ({
  page,
  browser,
}) => {
  const esme = await demoMember(browser);
  const harper = await adminOf(browser, logins.harperAdmin, 'harper');
  await inviteBranchAdmin(harper, { firstName: 'Any', lastName: 'Name', email: esme.email });
  await harper.page.context().close();

  await logInOnMainSite(page, esme.email, esme.password);
  await expect(page).toHaveURL(familySite('demo', '/page1'), landing);
  await expectLoggedInAs(page, esme.name);
  // One family so far: its name, no selector.
  await expect(page.getByRole('combobox', { name: 'Family' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Invitations (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitations' });
  await expect(dialog.getByRole('list', { name: 'Pending invitations' })).toContainText(
    'Harper Family',
  );
  await dialog.getByRole('button', { name: 'Accept the invitation of Harper Family' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Harper Family is now in your family list',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /^Invitations/ })).toHaveCount(0);

  const selector = page.getByRole('combobox', { name: 'Family' });
  await selector.click();
  await page.getByRole('option', { name: 'Harper Family' }).click();
  await expect(page).toHaveURL(familySite('harper', '/page1'), landing);
  await expectLoggedInAs(page, esme.name);
});

test('the mailed link of an existing account asks for a login, then an answer', async ({
  page,
  browser,
}) => {
  const esme = await demoMember(browser);
  const harper = await adminOf(browser, logins.harperAdmin, 'harper');
  await inviteBranchAdmin(harper, { firstName: 'Any', lastName: 'Name', email: esme.email });
  await harper.page.context().close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await invitationLinkFor(esme.email));
  await expect(page.getByRole('heading', { name: 'Log in to answer' })).toBeVisible(landing);
  // The link sets no password: there is no field to choose one.
  await expect(page.getByLabel('Confirm password')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(esme.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await page.getByLabel('Password').fill(esme.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(familySite('harper', '/page1'), landing);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('someone blocked by their only family answers a new invitation on the main site', async ({
  page,
  browser,
}) => {
  const esme = await demoMember(browser);
  const demo = await adminOf(browser, logins.familyAdmin, 'demo');
  const { userId } = await branchAdminByEmail(demo.page, demo.familyId, esme.email, demo.token);
  const block = await callApi(demo.page, 'POST', apiPaths.saveBranchAdmin(demo.familyId), {
    token: demo.token,
    body: {
      userId,
      firstName: 'Esme',
      lastName: esme.name.split(' ')[1],
      email: esme.email,
      status: 'BLOCK',
    },
  });
  expect(block.status).toBe(200);
  await demo.page.context().close();

  await logInOnMainSite(page, esme.email, esme.password);
  await expect(page.getByRole('alert')).toContainText(
    'Your account has been blocked by the family admin.',
    landing,
  );

  const harper = await adminOf(browser, logins.harperAdmin, 'harper');
  await inviteBranchAdmin(harper, { firstName: 'Any', lastName: 'Name', email: esme.email });
  await harper.page.context().close();

  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Your invitations', level: 1 })).toBeVisible(
    landing,
  );
  await page.getByRole('button', { name: 'Accept the invitation of Harper Family' }).click();
  await expect(page).toHaveURL(familySite('harper', '/page1'), landing);
  await expectLoggedInAs(page, esme.name);
});
