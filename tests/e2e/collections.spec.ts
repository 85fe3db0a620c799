import { test, expect, apiAs, uid, screenshots } from './fixtures';
import { choose } from './selects';

const shot = screenshots('collections');

test('a cash collection lowers the due, prints a money receipt, and can be edited and deleted', async ({ admin: page, adminToken, request, consoleErrors }) => {
  const api = apiAs(request, adminToken);
  const name = `Rahim Traders ${uid()}`;
  const customer = (await api.post('/party_post', { type: 1, name, mobile: '01711000001', amount: 5000 })).data;

  await page.goto('/receipt-payment/receipt');
  await expect(page.getByRole('heading', { name: 'Collection Entry Form' })).toBeVisible();
  await choose(page, 'Customer', name);
  await expect(page.getByTestId('previous-dues')).toHaveValue('5,000.00');
  await expect(page.getByTestId('collpay-number')).toHaveValue(/^CR-JHE-\d{4}-\d+$/);
  const number = await page.getByTestId('collpay-number').inputValue();
  await page.getByLabel('Remarks').fill('March dues');
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await expect(page.getByTestId('outstanding')).toHaveValue('4,000.00');
  await shot(page, 'receipt-form');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Collection Successfully')).toBeVisible();
  expect((await api.get(`/get_open_balance?partyId=${customer.id}`)).data.balance).toBe(4000);
  const voucher = (await api.get(`/voucher_by_vc_no?vcno=${number}`)).data;
  expect(voucher.lines.map((l: { ledger_id: number; debit: number; credit: number; active: number }) => [l.ledger_id, l.debit, l.credit, l.active])).toEqual([
    [7, 1000, 0, 1],
    [4, 0, 1000, 0],
  ]);

  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/receipt-payment\/report\?id=\d+/);
  await expect(page.getByTestId('receipt-no')).toHaveText(number);
  await expect(page.getByTestId('receipt-amount')).toHaveText('1,000.00');
  await expect(page.getByTestId('amount-in-words')).toHaveText('One Thousand Taka Only');
  await expect(page.getByText('Issued By')).toBeVisible();
  await shot(page, 'money-receipt');

  await page.goto('/receipt-payment/receipt-list');
  await page.getByPlaceholder('Search by receipt no, type or name').fill(name);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('1,000.00');
  await expect(row).toContainText('Cash');
  await shot(page, 'receipt-list');
  await row.getByRole('button', { name: `Edit ${number}` }).click();
  await expect(page.getByRole('heading', { name: 'Collection Edit Form' })).toBeVisible();
  await expect(page.getByTestId('previous-dues')).toHaveValue('5,000.00');
  await page.getByLabel('Amount', { exact: true }).fill('1500');
  await expect(page.getByTestId('outstanding')).toHaveValue('3,500.00');
  await shot(page, 'receipt-edit');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/receipt-payment\/receipt-list$/);
  await page.getByPlaceholder('Search by receipt no, type or name').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('1,500.00');
  expect((await api.get(`/get_open_balance?partyId=${customer.id}`)).data.balance).toBe(3500);
  expect((await api.get(`/voucher_by_vc_no?vcno=${number}`)).data.total_debit).toBe(1500);

  await page.getByRole('button', { name: `Delete ${number}` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toHaveCount(0);
  expect((await api.get(`/get_open_balance?partyId=${customer.id}`)).data.balance).toBe(5000);
  await api.get(`/voucher_by_vc_no?vcno=${number}`, 404);
  expect(consoleErrors).toEqual([]);
});

test('a cheque payment to a supplier posts a BP voucher with its bank and cheque, into Cheques Issued', async ({
  admin: page,
  adminToken,
  request,
  consoleErrors,
}) => {
  const api = apiAs(request, adminToken);
  const name = `Delta Supply ${uid()}`;
  const supplier = (await api.post('/party_post', { type: 2, name, mobile: '01811000002', amount: 8000 })).data;
  const bankName = `Sonali Bank ${uid()}`;
  const bank = (await api.post('/bank_post', { name: bankName, branch: 'Motijheel' })).data;
  expect(bank.ledger_id).toEqual(expect.any(Number));

  await page.goto('/receipt-payment/payment');
  await expect(page.getByRole('heading', { name: 'Payment Form' })).toBeVisible();
  await choose(page, 'Supplier', name);
  await expect(page.getByTestId('previous-dues')).toHaveValue('8,000.00');
  await choose(page, 'Payment Type', 'Cheque');
  await expect(page.getByTestId('collpay-number')).toHaveValue(/^BP-JHE-\d{4}-\d+$/);
  const number = await page.getByTestId('collpay-number').inputValue();
  await choose(page, 'Bank', bankName);
  await page.getByLabel('Cheque No').fill('CHQ-778');
  await page.getByLabel('Cheque Date').fill('2026-03-10');
  await page.getByLabel('Paid Amount').fill('2500.50');
  await expect(page.getByTestId('outstanding')).toHaveValue('5,499.50');
  await shot(page, 'payment-form');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Payment Successfully')).toBeVisible();

  const voucher = (await api.get(`/voucher_by_vc_no?vcno=${number}`)).data;
  expect(voucher.vc_type).toBe(3);
  expect(
    voucher.lines.map((l: { ledger_id: number; debit: number; credit: number; bankId: number | null; chqNo: string | null }) => [
      l.ledger_id,
      l.debit,
      l.credit,
      l.bankId,
      l.chqNo,
    ]),
  ).toEqual([
    [1, 2500.5, 0, null, null],
    // Cheques Issued (seeded ledger 23) until the bank pays it (issue 22)
    [23, 0, 2500.5, bank.id, 'CHQ-778'],
  ]);
  expect((await api.get(`/get_open_balance?partyId=${supplier.id}`)).data.balance).toBe(5499.5);

  await page.goto('/receipt-payment/payment-list');
  await page.getByPlaceholder('Search by receipt no, type or name').fill('cheque');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Cheque');
  await shot(page, 'payment-list');
  await page.getByRole('button', { name: `Print ${number}` }).click();
  await expect(page.getByTestId('amount-in-words')).toHaveText('Two Thousand Five Hundred Taka And Fifty Paisa Only');
  await shot(page, 'payment-receipt');
  expect(consoleErrors).toEqual([]);
});

test('a collection for a party that does not exist is refused and writes nothing', async ({ adminToken, request }) => {
  const api = apiAs(request, adminToken);
  const res = await api.post('/collPay_post', { supp_id: 99999999, date: '2026-03-05', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 10 }, 400);
  expect(res.message).toBe('Please select a party that exists');
  // Other specs may save collections meanwhile (two workers): none of the latest is for that party.
  const latest = (await api.get('/collPay_all?limit=50')).data as { supp_id: number }[];
  expect(latest.some((r) => r.supp_id === 99999999)).toBe(false);
});

test('a cash payment past the cash in hand is saved with a warning that says how far below zero it takes cash (issue 42, item 11)', async ({
  admin: page,
  adminToken,
  request,
}) => {
  const api = apiAs(request, adminToken);
  const name = `Kona Supply ${uid()}`;
  const supplier = (await api.post('/party_post', { type: 2, name, mobile: '01811000003', amount: 999999999 })).data;
  // Whatever the other specs left in the cash ledger, 99,99,99,999 more than it goes below zero.
  const cash = (await api.get('/ledger_all')).data.find((l: { id: number; balance: number }) => l.id === 7).balance as number;
  await page.goto('/receipt-payment/payment');
  await choose(page, 'Supplier', name);
  await page.getByLabel('Paid Amount').fill('999999999');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Payment Successfully')).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: 'more cash is paid out than there is in hand' });
  await expect(warning).toBeVisible();
  // cash − 99,99,99,999, in lakh and crore
  const expected = Math.round((cash - 999999999) * 100) / 100;
  await expect(warning).toContainText(`Cash would be -${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(-expected)}`);
  await page.screenshot({ path: 'test-results/shots/collections-cash-warning.png' });
  // The other specs go on with the cash as it was.
  const made = (await api.get('/collPay_all?limit=50')).data.find((r: { supp_id: number }) => r.supp_id === supplier.id);
  await api.delete(`/collPay_remove/${made.id}`);
});
