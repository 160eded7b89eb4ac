import { expect, test, type Page } from '@playwright/test';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * A members-only family site (issue 16, decision 0019): once the family admin turns the setting
 * on, a visitor gets the sign-in prompt instead of the site's pages (the home page stays), and a
 * member still sees the site. The Harper family is used, so the demo family stays as shipped.
 */

test.describe.configure({ timeout: 120_000 });

const prompt = "This family's site is for its members only. Log in to see it.";

async function setMembersOnly(page: Page, on: boolean) {
  await page.goto(familySite('harper', '/settings'));
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const box = page.getByRole('checkbox', { name: 'Members-only site' });
  await box.setChecked(on);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

test('a visitor sees the sign-in prompt on a members-only site; a member sees the site', async ({
  page,
  browser,
}) => {
  await logInOnMainSite(page, logins.harperAdmin);
  await expectLoggedInAs(page, 'Grace Harper');
  await setMembersOnly(page, true);
  const visitor = await browser.newPage();
  try {
    for (const path of ['/events', '/familytree', '/photogallery']) {
      await visitor.goto(familySite('harper', path));
      await expect(visitor.getByText(prompt)).toBeVisible({ timeout: 30_000 });
      await expect(visitor.getByRole('link', { name: 'Log in' })).toBeVisible();
    }
    await expect(visitor.getByRole('heading', { name: 'Photo Gallery' })).toHaveCount(0);

    // A member (here the family admin) sees the pages as before.
    await page.goto(familySite('harper', '/events'));
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Family events' })).toBeVisible();
    await expect(page.getByText(prompt)).toHaveCount(0);
    await page.goto(familySite('harper', '/photogallery'));
    await expect(page.getByRole('heading', { name: 'Photo Gallery', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Albums' })).toBeVisible();
    await expect(page.getByText(prompt)).toHaveCount(0);

    // A phone calendar sends no login: the member's private link gets the feed all the same.
    await page.goto(familySite('harper', '/events'));
    await page.getByRole('button', { name: 'Make a private link' }).click();
    const link = page.getByRole('textbox', { name: 'Private calendar link' });
    await expect(link).toHaveValue(/\/calendar\/private\/.+\/events\.ics$/);
    const url = await link.inputValue();
    // fetch without the app's bearer token, as a calendar app would.
    const feed = (path: string) =>
      page.evaluate(async (u) => {
        const res = await fetch(u);
        return { status: res.status, text: await res.text() };
      }, path);
    const answer = await feed(url);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('BEGIN:VCALENDAR');
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByRole('button', { name: 'Make a private link' })).toBeVisible();
    expect((await feed(url)).status).toBe(404);
  } finally {
    // Back to an open site, so other tests see the Harper family as shipped.
    await setMembersOnly(page, false);
  }
  await visitor.goto(familySite('harper', '/events'));
  await expect(visitor.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(visitor.getByText(prompt)).toHaveCount(0);
  await visitor.close();
});
