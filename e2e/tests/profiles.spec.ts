import { expect, test } from '@playwright/test';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import {
  editAbout,
  editAddressContact,
  editBasic,
  editEducationProfession,
  editPhotos,
  memberInBranch,
  secret,
  type Target,
} from '../fixtures/profile-editor';
import { familySite, logins } from '../fixtures/site';

test.describe.configure({ mode: 'serial' });

let target: Target;

test('a branch admin edits every tab of a member in their branch', async ({ browser }) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  target = await memberInBranch(await adminContext.newPage());
  await adminContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await logInOnMainSite(page, logins.branchAdmin);
  await expectLoggedInAs(page, 'Thomas Mathew');
  await page.goto(familySite('demo', `/members/${target.id}/profile`));
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(familySite('demo', `/members/${target.id}/edit?tab=0`));
  await expect(page).toHaveTitle('Edit Profile | Family Tree');

  await editBasic(page);
  await editPhotos(page, target);
  await editAddressContact(page);
  await editEducationProfession(page);
  await editAbout(page);

  // The profile shows what was saved.
  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(familySite('demo', `/members/${target.id}/profile`));
  const details = page.getByTestId('personal-details');
  await expect(details).toContainText('Pip');
  await expect(details).toContainText('Hill House');
  await expect(details).toContainText('14/03/1975');
  await expect(details).toContainText('Kottayam, India');
  await expect(details).toContainText('Deceased');
  await expect(details).toContainText('09/08/2021');
  await expect(page.getByTestId('contact')).toContainText(`+91 ${secret.phone}`);
  await expect(page.getByTestId('contact')).toContainText(secret.email);
  await expect(page.getByTestId('contact').getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect(page.getByTestId('address')).toContainText(secret.street);
  await expect(page.getByTestId('address')).toContainText(`Kochi, Kerala, ${secret.postalCode}`);
  await expect(page.getByTestId('blurred')).toHaveCount(0);
  await expect(page.getByTestId('about')).toContainText('Philip loved the western hills.');
  await expect(page.getByTestId('education')).toContainText('MSc Physics');
  await expect(page.getByTestId('education')).toContainText('Jun 1995 – Apr 1997');
  await expect(page.getByTestId('work')).toContainText('Hydrologist');
  await expect(page.getByTestId('living-timeline')).toContainText('Tamil Nadu, India');
  const lifeEvents = page.getByTestId('life-events');
  await expect(lifeEvents).toContainText('Moved to Kochi');
  await expect(lifeEvents).toContainText('05/2001 – 2003');
  await expect(lifeEvents).toContainText('A new home by the backwaters.');
  await expect(lifeEvents.getByRole('img', { name: 'Moved to Kochi' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Photo of ${target.name}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('profile-cover')).toHaveAttribute('style', /api\/family\/images\//);
  await context.close();
});

test('a visitor sees the profile with blurred contact details that the network never carried', async ({
  page,
}) => {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    bodies.push(response.text().catch(() => ''));
  });
  await page.goto(familySite('demo', `/members/${target.id}`));
  await expect(page).toHaveURL(familySite('demo', `/members/${target.id}/profile`));
  await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);

  const contact = page.getByTestId('contact');
  await expect(contact.getByTestId('blurred')).toBeVisible();
  await expect(contact.getByTestId('blurred')).toHaveCSS('filter', /blur/);
  await expect(contact.getByTestId('blurred')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByTestId('address').getByTestId('blurred').first()).toBeVisible();
  await expect(page.getByTestId('address')).toContainText('India');
  await expect(page.getByTestId('personal-details')).toContainText('14/03/1975');
  // Education is Public; work stayed Private and is not shown to a visitor.
  await expect(page.getByTestId('education')).toContainText('MSc Physics');
  await expect(page.getByTestId('work')).toHaveCount(0);
  await expect(page.getByTestId('life-events')).toContainText('Moved to Kochi');
  await expect(page.getByTestId('relatives').getByRole('link').first()).toBeVisible();

  const text = (await Promise.all(bodies)).join('\n');
  for (const value of Object.values(secret)) expect(text).not.toContain(value);
  expect(await page.content()).not.toContain(secret.phone);

  // The generation chips lead up the line: I Gen is a founder.
  const chips = page.getByRole('navigation', { name: 'Generations' });
  await expect(chips.getByRole('link', { name: /^III Gen/ })).toBeVisible();
  await chips.getByRole('link', { name: /^I Gen/ }).click();
  await expect(page).toHaveURL(/\/members\/\d+\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Generations' }).getByRole('link')).toHaveCount(
    1,
  );

  // The other tabs of the shell.
  await page.goto(familySite('demo', `/members/${target.id}/myFamilyRoot`));
  await expect(
    page.getByText('The family root of this member will be shown here soon.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'My Family Tree' }).click();
  await expect(page.getByRole('treegrid', { name: 'Family tree of this member' })).toContainText(
    target.name,
  );
  await page.getByRole('tab', { name: 'Members', exact: true }).click();
  await expect(page).toHaveURL(familySite('demo', `/members/${target.id}/members`));
  await expect(page.getByRole('list', { name: 'Members of this branch' })).toContainText(
    target.name,
  );
});

test('the member list pages through the family 24 at a time, with the page in the address', async ({
  page,
}) => {
  await page.goto(familySite('demo', '/members'));
  await expect(page).toHaveTitle('Members | Family Tree');
  for (const tab of ['All', 'Priest', 'Nun', 'Executive members']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const cards = page.getByRole('list', { name: 'Members of Demo Family' }).getByRole('listitem');
  await expect(cards).toHaveCount(24);
  const firstOnPage1 = await cards.first().textContent();

  await page.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(familySite('demo', '/members?page=2'));
  await expect(page.getByRole('link', { name: 'page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards.first()).not.toHaveText(firstOnPage1 ?? '');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText('Demo Family');

  // The address alone opens the page, and a card opens the member's profile.
  await page.goto(familySite('demo', '/members?page=2'));
  await expect(page.getByRole('link', { name: 'page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const name = (await cards.first().getByRole('link').locator('p').first().textContent()) ?? '';
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the profile, its editor and the member list are usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const noSideScroll = async () => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  };
  for (const path of ['/members', `/members/${target.id}/profile`]) {
    await page.goto(familySite('demo', path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSideScroll();
  }

  await logInOnMainSite(page, logins.branchAdmin);
  await expect(page).toHaveURL(familySite('demo', '/page1'));
  for (const [tab, label] of [
    [0, 'Basic'],
    [2, 'Address and Contact'],
    [4, 'About'],
  ] as const) {
    await page.goto(familySite('demo', `/members/${target.id}/edit?tab=${tab}`));
    await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
    await noSideScroll();
  }
  // The life event's date fields stay readable: short visible labels, full accessible names.
  const startDay = page.getByRole('group', { name: 'Life event 1' }).getByLabel('Start day');
  await startDay.selectOption('4');
  await expect(startDay).toHaveValue('4');
});
