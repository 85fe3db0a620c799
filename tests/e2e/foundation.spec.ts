import { test, expect, ADMIN, tokenFor, uid, apiAs } from './fixtures';

test('sign in through the form, see every section, keep the dark theme after a reload', async ({ page }) => {
  await page.goto('/users/manage-user');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.pass);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // back to the path first asked for
  await expect(page).toHaveURL(/\/users\/manage-user$/);
  const sidebar = page.getByLabel('Sidebar');
  for (const section of [
    'Product Management',
    'Customer & Supplier',
    'Purchase Management',
    'Sales',
    'Receipt & Payment',
    'User Management',
    'Accounts Management',
    'Voucher Management',
    'Construction',
  ]) {
    await expect(sidebar.getByText(section, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('an admin creates a user, who then sees no admin sections and is refused admin calls', async ({ admin: page, request }) => {
  const email = `clerk-${uid()}@e2e.local`;
  await page.goto('/users/create-user');
  await page.getByLabel(/^Name/).fill('Clerk One');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('clerk-pass-1');
  await page.getByLabel('Confirm Password').fill('clerk-pass-2');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Password did not matched!!')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('clerk-pass-1');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/users\/manage-user$/);
  await page
    .getByRole('textbox', { name: 'Rows per page' })
    .or(page.getByRole('combobox', { name: 'Rows per page' }))
    .first()
    .click();
  await page.getByRole('option', { name: '25' }).click();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => localStorage.removeItem('accessToken'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('clerk-pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard-selection$/);
  const sidebar = page.getByLabel('Sidebar');
  await expect(sidebar.getByText('Sales', { exact: true })).toBeVisible();
  for (const hidden of ['User Management', 'Accounts Management', 'Voucher Management'])
    await expect(sidebar.getByText(hidden, { exact: true })).toHaveCount(0);

  const userToken = await tokenFor(request, email, 'clerk-pass-1');
  expect((await request.get('/api/all_users', { headers: { authorization: `Bearer ${userToken}` } })).status()).toBe(403);
  expect((await request.get('/api/all_users')).status()).toBe(401);
});

test('the home screen shows its tiles and highlights; an unknown path shows Page not found', async ({ admin: page, consoleErrors }) => {
  await page.goto('/');
  for (const tile of ['Create Bill', 'Create Purchase', 'Sales Return', 'Purchase Return', 'Quotation', 'Stock', 'Payment', 'Collection']) {
    await expect(page.getByRole('main').getByRole('link', { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Today's Highlights")).toBeVisible();
  await expect(page.locator('[data-figure="Total Sales"]')).toHaveText(/\d/);
  await page.goto('/no-such-screen');
  await expect(page.getByText('Page not found')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a screen whose code cannot be fetched reloads the page once, then says so and offers a reload', async ({ admin: page }) => {
  let asked = 0;
  await page.route('**/assets/ChangePasswordPage-*.js', (route) => {
    asked++;
    return route.abort('connectionreset');
  });
  await page.goto('/account/change-password');
  await expect(page.getByText('This screen could not be opened.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(asked).toBe(2); // the first try, and once more after the automatic reload
  await page.unroute('**/assets/ChangePasswordPage-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
});

test('the bill form opened by its address asks each of its reads once and draws them at once, the sidebar and header after it', async ({ admin: page }) => {
  const gets = new Map<string, number>();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (r.method() === 'GET' && u.pathname.startsWith('/api/')) gets.set(u.pathname + u.search, (gets.get(u.pathname + u.search) ?? 0) + 1);
  });
  // The app's code arrives late, so the reads started before it have their replies when it first renders.
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  // Whether the customer picker ever said "Loading..." (it would, drawn before its data).
  await page.addInitScript(() => {
    const w = window as unknown as { sawLoading: boolean };
    w.sawLoading = false;
    new MutationObserver(() => {
      if (document.querySelector('input[placeholder="Loading..."]')) w.sawLoading = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['placeholder'] });
  });
  await page.goto('/sales-create');
  await expect(
    page
      .getByRole('textbox', { name: 'Customer' })
      .or(page.getByRole('combobox', { name: 'Customer' }))
      .first(),
  ).toHaveAttribute('placeholder', 'Select');
  await expect(page.getByLabel('Invoice No')).not.toHaveValue('');
  // The sidebar and the header's buttons follow the form.
  await expect(page.getByLabel('Sidebar').getByText('Sales', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading)).toBe(false);
  const early = ['/api/user_me', '/api/number_format', '/api/customer_all', '/api/product_group_all', '/api/vat/settings'];
  for (const path of early) expect(gets.get(path), path).toBe(1);
  const nextNo = [...gets].filter(([k]) => k.startsWith('/api/sales_next_no?date='));
  expect(nextNo, 'the next bill number, asked once').toEqual([[expect.any(String), 1]]);
});

test('a screen opened by its address leads to every other: the router learns the rest of its routes on the first move', async ({
  admin: page,
  consoleErrors,
}) => {
  await page.goto('/sales-create');
  await expect(page.getByRole('heading', { name: 'Create Bill' })).toBeVisible();
  await page.getByLabel('Sidebar').getByRole('link', { name: 'Sales List' }).click();
  await expect(page).toHaveURL(/\/sales\/bill$/);
  await expect(page.getByRole('heading', { name: 'Sales List' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Create Bill' })).toBeVisible();
  // a screen of the construction layout, and an address that is no screen at all
  await page.evaluate(() => window.history.pushState({}, '', '/construction'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByLabel('Sidebar').getByText('Projects', { exact: true })).toBeVisible();
  await page.evaluate(() => window.history.pushState({}, '', '/no-such-screen'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByText('Page not found')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('registers once the page has loaded and takes the app into its cache', async ({ admin: page }) => {
    await page.goto('/sales-create');
    await expect(page.getByRole('heading', { name: 'Create Bill' })).toBeVisible();
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => (r.active ? r.scope : null)));
    expect(scope).toBe(new URL('/', page.url()).href);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
      return all.flat();
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((p) => /^\/assets\/app-[\w-]+\.js$/.test(p))).toBe(true);
  });
});

test('the backup downloads a .sql file after confirmation', async ({ admin: page }) => {
  await page.goto('/dashboard-selection');
  await page.getByRole('button', { name: 'Database backup' }).click();
  await expect(page.getByText('Do you want to create a backup?')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Yes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^backup-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.sql$/);
  await expect(page.getByText('Backup created successfully!')).toBeVisible();
});

test('the audit log finds a record by its number and a table by its name', async ({ admin: page, adminToken, request, consoleErrors }) => {
  const bank = (await apiAs(request, adminToken).post('/bank_post', { name: `audit bank ${uid()}`, branch: 'Motijheel' })).data;
  await page.goto('/settings/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const search = page.getByLabel('Search');
  await search.fill(String(bank.id));
  const row = page.getByRole('row').filter({ hasText: `banks #${bank.id}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Created');
  await expect(row).toContainText(bank.name);
  await search.fill('Banks');
  await expect(page.getByRole('row').filter({ hasText: `banks #${bank.id}` })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+\+?$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/audit-log.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
