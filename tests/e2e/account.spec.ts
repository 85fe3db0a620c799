// Issue 19, finding 5 in the browser: a user changes their own password (every other sign-in ends),
// signs out everywhere, and an admin deactivates and reactivates a user.
import { test, expect, tokenFor, uid, apiAs, signIn } from './fixtures';

async function makeClerk(request: Parameters<typeof tokenFor>[0], adminToken: string) {
  const email = `acct-${uid()}@e2e.local`;
  await apiAs(request, adminToken).post('/register', { name: 'Account Clerk', email, pass: 'clerk-pass-1', role: 'user' });
  return email;
}

test('a user changes their password from the account menu; their other sign-ins end, this one stays', async ({ page, request, adminToken, consoleErrors }) => {
  const email = await makeClerk(request, adminToken);
  const elsewhere = await tokenFor(request, email, 'clerk-pass-1');
  const first = await tokenFor(request, email, 'clerk-pass-1');
  await signIn(page, first);
  await page.goto('/dashboard-selection');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/account\/change-password$/);
  await page.screenshot({ path: 'test-results/e2e/change-password.png' });

  await page.getByLabel(/^Current Password/).fill('clerk-pass-1');
  await page.getByLabel(/^New Password/).fill('short');
  await page.getByLabel(/^Confirm Password/).fill('short');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel(/^New Password/).fill('tea-garden-sylhet-7');
  await page.getByLabel(/^Confirm Password/).fill('tea-garden-sylhet-8');
  await expect(page.getByText('Password did not matched!!')).toBeVisible();
  await page.getByLabel(/^Confirm Password/).fill('tea-garden-sylhet-7');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Every other sign-in has ended.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard-selection$/);

  // still signed in here, on a new token (the sign-in fixture would put the old one back on a reload)
  const renewed = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(renewed).not.toBe(first);
  expect((await request.get('/api/user_me', { headers: { authorization: `Bearer ${renewed}` } })).status()).toBe(200);
  expect((await request.get('/api/user_me', { headers: { authorization: `Bearer ${first}` } })).status()).toBe(401);
  await page.getByRole('link', { name: 'Dashboard selection' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect((await request.get('/api/user_me', { headers: { authorization: `Bearer ${elsewhere}` } })).status()).toBe(401);
  expect((await request.post('/api/login', { data: { email, pass: 'clerk-pass-1' } })).status()).toBe(401);
  expect((await request.post('/api/login', { data: { email, pass: 'tea-garden-sylhet-7' } })).status()).toBe(200);

  // sign out everywhere, after a confirmation, ends this sign-in too
  const token = renewed;
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await request.get('/api/user_me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  expect(consoleErrors.filter((e) => !/401|400/.test(e))).toEqual([]);
});

test('an admin deactivates a user, who is signed out and cannot sign in, then reactivates them', async ({ admin: page, request, adminToken }) => {
  const email = await makeClerk(request, adminToken);
  const clerkToken = await tokenFor(request, email, 'clerk-pass-1');
  await page.goto('/users/manage-user');
  await page.getByRole('textbox', { name: 'Rows per page' }).or(page.getByRole('combobox', { name: 'Rows per page' })).first().click();
  await page.getByRole('option', { name: '25' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${email}` }).click();
  await expect(page.getByText('will be signed out everywhere')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  expect((await request.get('/api/user_me', { headers: { authorization: `Bearer ${clerkToken}` } })).status()).toBe(401);
  const refused = await request.post('/api/login', { data: { email, pass: 'clerk-pass-1' } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('This account is deactivated. Ask an admin to reactivate it.');
  await page.screenshot({ path: 'test-results/e2e/users-deactivated.png' });

  await row.getByRole('button', { name: `Reactivate ${email}` }).click();
  await page.getByRole('button', { name: 'Reactivate', exact: true }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect((await request.post('/api/login', { data: { email, pass: 'clerk-pass-1' } })).status()).toBe(200);
});
