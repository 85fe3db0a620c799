// Issue 26, item 2: a user on one device sees their other sign-in on the Signed-in Devices screen and
// ends it; the other browser is signed out at its next step.
import { test, expect, apiAs, uid } from './fixtures';

const DESK = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('ending a sign-in from the sessions screen signs out the other browser', async ({ browser, request, adminToken }) => {
  // a user of this test's own, so that no other spec's sign-ins are on the list
  const email = `devices-${uid()}@e2e.local`;
  await apiAs(request, adminToken).post('/register', { name: 'Devices Clerk', email, pass: 'devices-pass-1', role: 'user' });

  const open = async (userAgent: string) => {
    const context = await browser.newContext({ userAgent, viewport: { width: 1366, height: 900 }, timezoneId: 'Asia/Dhaka' });
    const res = await context.request.post('/api/login', { data: { email, pass: 'devices-pass-1' } });
    expect(res.status()).toBe(200);
    const { token } = await res.json();
    await context.addInitScript((t) => localStorage.setItem('accessToken', t), token);
    return { context, page: await context.newPage() };
  };
  const desk = await open(DESK);
  const laptop = await open(LAPTOP);
  await laptop.page.goto('/');
  await expect(laptop.page.getByRole('button', { name: 'Account' })).toBeVisible();

  await desk.page.goto('/');
  await desk.page.getByRole('button', { name: 'Account' }).click();
  await desk.page.getByRole('menuitem', { name: 'Signed-in devices' }).click();
  await expect(desk.page.getByRole('heading', { name: 'Signed-in Devices' })).toBeVisible();
  const rows = desk.page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toContainText('Chrome on Windows');
  await desk.page.screenshot({ path: test.info().outputPath('sessions-1366.png'), fullPage: true });

  await rows.filter({ hasText: 'Firefox on Linux' }).getByRole('button', { name: /End sign-in/ }).click();
  await desk.page.getByRole('dialog').getByRole('button', { name: 'End sign-in' }).click();
  await expect(desk.page.getByText('Signed out on that device')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // the laptop's next step finds its sign-in ended
  await laptop.page.goto('/');
  await expect(laptop.page).toHaveURL(/\/login/);

  await desk.page.setViewportSize({ width: 390, height: 800 });
  await desk.page.screenshot({ path: test.info().outputPath('sessions-390.png'), fullPage: true });
  await desk.context.close();
  await laptop.context.close();
});
