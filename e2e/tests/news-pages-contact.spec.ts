import { expect, test } from '@playwright/test';
import { logInOnMainSite } from '../fixtures/login';
import { mailTo } from '../fixtures/outbox';
import { familySite, logins } from '../fixtures/site';

// Issue 16: news, the fixed pages, the footer, the phone drawer and Contact Us.

test('a news post published by the family admin appears for a visitor', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await logInOnMainSite(page, logins.familyAdmin);
  // The hand-off to the family site can take a while on a busy machine.
  await expect(page.getByText('Welcome Anna Mathew')).toBeVisible({ timeout: 30_000 });
  await page.goto(familySite('demo', '/news'));
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Write a post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a news post' });
  await dialog.getByRole('button', { name: 'Publish post' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('A new cousin arrived');
  await dialog.getByRole('textbox', { name: 'Post text', exact: true }).click();
  await page.keyboard.type('Welcome to little Maya!');
  await dialog.getByRole('button', { name: 'Publish post' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'A new cousin arrived' })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(familySite('demo', '/news'));
  const first = visitor.getByRole('article').first();
  // A fresh browser context loads the whole app: slow on a busy machine.
  await expect(first.getByRole('heading', { name: 'A new cousin arrived' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(first).toContainText('Welcome to little Maya!');
  await expect(visitor.getByRole('button', { name: 'Write a post' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  // The seed's posts follow, older.
  await expect(visitor.getByRole('heading', { name: 'Reunion next summer' })).toBeVisible();
  await visitorContext.close();
});

test('the contact form refuses bad input, then lands a mail in the outbox', async ({ page }) => {
  await page.goto(familySite('demo', '/contact'));
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await page.getByLabel('Your name').fill('Mary Jones');
  await page.getByLabel('Your email').fill('mary-at-home');
  await page.getByLabel('Message').fill('Is my grandmother Ruth in your tree? e2e-contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter valid Email')).toBeVisible();
  await page.getByLabel('Your email').fill('mary@example.org');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText('Thank you. Your message has been sent to the family admins.'),
  ).toBeVisible();

  const mail = await mailTo(logins.familyAdmin, 'e2e-contact');
  expect(mail).toContain('Subject: Message from Mary Jones through the Demo Family site');
  expect(mail).toContain('mary@example.org');
});

test('each footer link opens a page with its text', async ({ page }) => {
  await page.goto(familySite('demo', '/familytree'));
  const footer = page.getByRole('contentinfo');
  for (const [link, heading, text] of [
    ['Privacy', 'Privacy', 'shown only to the family and branch admins'],
    ['Terms', 'Terms', 'belong to the family'],
    ['Help', 'Help', 'Find Relation'],
    ['About', 'History', 'Where we come from'],
    ['Contact', 'Contact Us', 'Write to the admins of Demo Family'],
  ] as const) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(text);
  }
});

test('a phone reaches a custom page from the drawer, headed by its menu name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(familySite('demo', '/familytree'));
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await drawer.getByRole('link', { name: 'Reunions' }).click();
  await expect(page).toHaveURL(familySite('demo', '/page4'));
  await expect(page.getByRole('heading', { name: 'Reunions', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next reunion' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the family admin opens History in the menu configuration from its page', async ({ page }) => {
  test.setTimeout(90_000);
  await logInOnMainSite(page, logins.familyAdmin);
  // The hand-off to the family site can take a while on a busy machine.
  await expect(page.getByText('Welcome Anna Mathew')).toBeVisible({ timeout: 30_000 });
  await page.goto(familySite('demo', '/history'));
  await page.getByRole('link', { name: 'Edit page' }).click();
  await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where we come from' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Menu Name' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Content' })).toBeVisible();
});
