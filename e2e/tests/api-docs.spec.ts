import { expect, test } from '@playwright/test';

// The published API (issue 12, part 5): the reference at /api/docs renders in the browser from
// the server's own assets, under the server's content security policy, and lists the calls.

test('the API reference at /api/docs renders the calls from /api/openapi.json', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) outside.push(request.url());
  });

  await page.goto('/api/docs');

  await expect(page.getByRole('heading', { name: /Family tree API/ })).toBeVisible();
  // One operation of each kind: its method, path and summary.
  const login = page.locator('.opblock-summary', { hasText: '/api/familytree/auth/login' });
  await expect(login).toBeVisible();
  await expect(login).toContainText('Log in');
  await expect(
    page.locator('.opblock-summary', { hasText: '/api/member/{id}/saveAbout' }),
  ).toContainText('Save about and life events');
  // Expanding a call shows its request example.
  await login.click();
  await expect(page.getByText('a long secret password').first()).toBeVisible();
  // The Bearer scheme is offered.
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();

  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});
