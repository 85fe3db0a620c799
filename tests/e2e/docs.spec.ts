import { test, expect } from '@playwright/test';

// The API docs page under its content security policy (issue 19, finding 10): it renders the API's
// calls, and the browser reports no resource or script the policy blocked.
test('the API docs page works under its content security policy', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) blocked.push(m.text());
  });
  page.on('pageerror', (e) => blocked.push(e.message));
  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Back-office API/ })).toBeVisible();
  await expect(page.getByText('/api/login', { exact: true }).first()).toBeVisible();
  // a call opens with its schema (the page's scripts and styles all ran)
  await page.getByText('/api/login', { exact: true }).first().click();
  await expect(page.getByText('Request body').first()).toBeVisible();
  expect(blocked).toEqual([]);
});
