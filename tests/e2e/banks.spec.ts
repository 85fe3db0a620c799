import { test, expect, apiAs, tokenFor, uid, screenshots, emptyAddDialog } from './fixtures';

const shot = screenshots('banks');
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

test('an admin creates, finds and updates a bank; a duplicate is refused', async ({ admin: page, consoleErrors }) => {
  const id = uid();
  await page.goto('/accounts-bank');
  const dialog = await emptyAddDialog(page, { heading: 'Bank Management', button: 'Create Bank', dialog: 'Add New Bank', required: 'Bank name is required' });
  await dialog.getByLabel('Bank Name').fill(`Sonali Bank ${id}`);
  await dialog.getByLabel('Branch Name').fill('Motijheel');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category create success...!!!')).toBeVisible();

  await page.getByRole('button', { name: 'Create Bank' }).click();
  await dialog.getByLabel('Bank Name').fill(`sonali bank ${id}`);
  await dialog.getByLabel('Branch Name').fill('MOTIJHEEL');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(`Bank sonali bank ${id}, branch MOTIJHEEL already exists`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search banks').fill(id);
  await expect(page.getByRole('row', { name: new RegExp(`Sonali Bank ${id}.*Motijheel`) })).toBeVisible();
  await page.getByRole('button', { name: `Edit Sonali Bank ${id} Motijheel` }).click();
  const update = page.getByRole('dialog', { name: 'Update Bank' });
  await update.getByLabel('Branch Name').fill('Gulshan');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Sonali Bank ${id}.*Gulshan`) })).toBeVisible();
  await page.getByLabel('Search banks').fill('gulsh');
  await expect(page.getByRole('row', { name: new RegExp(`Sonali Bank ${id}`) })).toBeVisible();
  await shot(page, 'list');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a plain user may list banks but not change them', async ({ page, adminToken, request }) => {
  const admin = apiAs(request, adminToken);
  const email = `bank-clerk-${uid()}@e2e.local`;
  await admin.post('/register', { name: 'Clerk', email, pass: 'clerk-pass-1', role: 'user' });
  const user = apiAs(request, await tokenFor(request, email, 'clerk-pass-1'));
  expect((await user.get('/bank_all')).data).toBeInstanceOf(Array);
  await user.post('/bank_post', { name: 'Janata Bank', branch: 'X' }, 403);
  await user.patch('/bank_edit/1', { name: 'Janata Bank', branch: 'X' }, 403);
  await user.delete('/bank_remove/1', undefined, 403);
  expect((await request.get('/api/bank_all')).status()).toBe(401);
  await page.addInitScript((t) => localStorage.setItem('accessToken', t), await tokenFor(request, email, 'clerk-pass-1'));
  await page.goto('/accounts-bank');
  await expect(page.getByRole('button', { name: 'Create Bank' })).toHaveCount(0);
  await shot(page, 'as-user');
});

// Issue 20, finding 1: a bank takes an account number and an opening balance with its date; it has its
// own ledger, so its bank book closes at what it holds (5,000 opening + 200,000 in − 10,000 out = 195,000).
test('a bank with account number and opening balance; its bank book closes at what it holds', async ({ admin: page, adminToken, request, consoleErrors }) => {
  const id = uid();
  const api = apiAs(request, adminToken);
  await page.goto('/accounts-bank');
  await page.getByRole('button', { name: 'Create Bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Bank' });
  await dialog.getByLabel('Bank Name').fill(`Pubali Bank ${id}`);
  await dialog.getByLabel('Branch Name').fill('Dhanmondi');
  await dialog.getByLabel('Account No').fill('0123-456789');
  await dialog.getByLabel('Opening Balance').fill('5000');
  await shot(page, 'form-opening');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category create success...!!!')).toBeVisible();
  await page.getByLabel('Search banks').fill(id);
  const row = page.getByRole('row', { name: new RegExp(`Pubali Bank ${id}`) });
  await expect(row).toContainText('0123-456789');
  await expect(row).toContainText('5,000.00');

  const bank = (await api.get(`/bank_all?search=${id}`)).data[0];
  expect(bank).toMatchObject({ account_no: '0123-456789', opening_balance: 5000, balance: 5000, ledger_name: `Pubali Bank ${id} - Dhanmondi` });
  const customer = (await api.post('/party_post', { type: 1, name: `Bank Customer ${id}` })).data.id;
  const supplier = (await api.post('/party_post', { type: 2, name: `Bank Supplier ${id}` })).data.id;
  await api.post('/collPay_post', { coll_pay_type: 2, supp_id: customer, amount: 200000, cash_bank_type: 'Cheque', bankId: bank.id, chqNo: `C${id}` });
  await api.post('/collPay_post', { coll_pay_type: 1, supp_id: supplier, amount: 10000, cash_bank_type: 'Cheque', bankId: bank.id, chqNo: `P${id}` });
  // A cheque reaches the bank when it clears (issue 22): both clear today.
  const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
  for (const c of (await api.get(`/cheques?search=${id}`)).data)
    for (const to of c.direction === 'received' ? ['deposited', 'cleared'] : ['cleared']) await api.post(`/cheques/${c.id}/state`, { to, date: today });
  await page.reload();
  await page.getByLabel('Search banks').fill(id);
  await expect(page.getByRole('row', { name: new RegExp(`Pubali Bank ${id}`) })).toContainText('1,95,000.00');
  await shot(page, 'list-opening');

  await page.goto('/bank-book');
  const bankPicker = page.getByRole('combobox', { name: 'Bank' });
  await expect(bankPicker).not.toHaveAttribute('placeholder', 'Loading...');
  await bankPicker.click();
  await bankPicker.fill(`Pubali Bank ${id}`);
  await page.getByRole('option', { name: new RegExp(`Pubali Bank ${id}`) }).first().click();
  await page.getByRole('button', { name: 'View', exact: true }).click();
  const sheet = page.locator('.a4-sheet');
  await expect(sheet.getByText(`Bank: Pubali Bank ${id} (Dhanmondi), A/C 0123-456789`)).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Closing Balance/ })).toContainText('1,95,000.00');
  await page.screenshot({ path: 'test-results/shots/banks-bank-book.png', fullPage: true });
  expect(unexpected(consoleErrors)).toEqual([]);
});
