// Issue 19, finding 8 (double submission): a form submitted twice, or sent again after its reply
// was lost, saves one document. The browser sends one Idempotency-Key per submission.
import type { Page, Request } from '@playwright/test';
import { test, expect, apiAs, uid } from './fixtures';
import { choose } from './selects';

async function collectionForm(page: Page, customer: string, amount: string) {
  await page.goto('/receipt-payment/receipt');
  await expect(page.getByRole('heading', { name: 'Collection Entry Form' })).toBeVisible();
  await choose(page, 'Customer', customer);
  await expect(page.getByTestId('previous-dues')).toHaveValue('5,000.00');
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await expect(page.getByTestId('outstanding')).not.toHaveValue('5,000.00');
}

test('double submission: two submits of the collection form at once save one collection', async ({ admin: page, adminToken, request, consoleErrors }) => {
  const api = apiAs(request, adminToken);
  const name = `Double Click Traders ${uid()}`;
  const customer = (await api.post('/party_post', { type: 1, name, mobile: '01711000009', amount: 5000 })).data;
  const posts: Request[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/collPay_post') && posts.push(r));

  await collectionForm(page, name, '1000');
  // Both submits run before React can re-render the button as disabled.
  await page.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByText('Collection Successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();

  const saved = await api.get(`/collPay_all?search=${encodeURIComponent(name)}`);
  expect(saved.data).toHaveLength(1);
  expect((await api.get(`/get_open_balance?partyId=${customer.id}`)).data.balance).toBe(4000);
  expect(posts.length).toBeGreaterThan(0);
  for (const p of posts) expect(p.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  expect(consoleErrors).toEqual([]);
});

test('double submission: a collection whose reply was lost, saved again, is one collection', async ({ admin: page, adminToken, request }) => {
  const api = apiAs(request, adminToken);
  const name = `Lost Reply Traders ${uid()}`;
  const customer = (await api.post('/party_post', { type: 1, name, mobile: '01711000010', amount: 5000 })).data;
  const keys: string[] = [];
  let replayed: string | undefined;
  await page.route('**/api/collPay_post', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    // The server saves it, but the connection drops before the browser hears back.
    const reply = await route.fetch();
    if (keys.length === 1) return route.abort('connectionfailed');
    replayed = reply.headers()['idempotent-replayed'];
    return route.fulfill({ response: reply });
  });

  await collectionForm(page, name, '1200');
  const add = page.getByRole('button', { name: 'Add' });
  await add.click();
  await expect(page.getByText('The server cannot be reached')).toBeVisible();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText('Collection Successfully')).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toBe('true');
  expect((await api.get(`/collPay_all?search=${encodeURIComponent(name)}`)).data).toHaveLength(1);
  expect((await api.get(`/get_open_balance?partyId=${customer.id}`)).data.balance).toBe(3800);
});
