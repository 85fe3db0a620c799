// Issue 22 in the browser: a cheque received on a bill waits in hand; it is deposited and cleared
// from the cheque register; the bank is reconciled against a statement that shows it.
import { test, expect, apiAs, categoryOf, uid, screenshots } from './fixtures';
import { choose, chooseModel } from './selects';

const shot = screenshots('cheques');
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

test('a cheque received on a bill, deposited and cleared from the register, and the bank reconciled', async ({
  admin: page,
  adminToken,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const api = apiAs(request, adminToken);
  const u = uid();
  const customer = `Karim Traders ${u}`;
  const bankName = `Sonali Bank ${u}`;
  const chqNo = `DB-${u}`;
  await api.post('/party_post', { type: 1, name: customer });
  const supp = (await api.post('/party_post', { type: 2, name: `Walton Plaza ${u}` })).data;
  const bank = (await api.post('/bank_post', { name: bankName, branch: 'Motijheel', opening_balance: 50000 })).data;
  const place = await categoryOf(api, { group: `Electrical ${u}`, brand: `Walton ${u}`, category: `Fans ${u}` });
  const fan = await place.model(`Ceiling Fan ${u}`);
  await api.post('/create_purchase', {
    pu_date: new Date().toISOString().slice(0, 10),
    supp_id: supp.id,
    supp_inv: `S-${u}`,
    items: [{ m_id: fan.id, qty: 10, unit_price: 200 }],
  });
  const bankBalance = async () => (await api.get(`/bank_book?startDate=2000-01-01&endDate=2099-12-31&bankId=${bank.id}`)).banks[0].closing;

  // ---- a bill of 2 fans at 1,500, collected by cheque
  await page.goto('/sales-create');
  await choose(page, 'Customer', customer);
  await chooseModel(page, place, fan.name);
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByLabel('Price', { exact: true }).fill('1500');
  await page.getByLabel('Price', { exact: true }).press('Enter');
  await page.getByRole('radiogroup', { name: 'Collect Type' }).getByText('Cheque').click();
  await choose(page, 'Bank', bankName);
  await page.getByLabel('Cheque No').fill(chqNo);
  await page.getByLabel('Collection').fill('3000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Sale added successfully')).toBeVisible();
  // the cheque is in hand: the bank has not got it
  expect(await bankBalance()).toBe(50000);

  // ---- the register: in hand, then deposited, then cleared
  await page.goto('/cheque-register');
  await expect(page.getByRole('heading', { name: 'Cheque Register' })).toBeVisible();
  await page.getByLabel('Search').fill(chqNo);
  const row = page.getByRole('row', { name: new RegExp(chqNo) });
  await expect(row).toContainText('In hand');
  await expect(row).toContainText('3,000.00');
  await shot(page, 'register-in-hand');
  await row.getByRole('button', { name: `Change cheque ${chqNo}` }).click();
  await page.getByRole('menuitem', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog
      .getByRole('textbox', { name: 'Bank' })
      .or(dialog.getByRole('combobox', { name: 'Bank' }))
      .first(),
  ).toHaveValue(/Sonali Bank/);
  await shot(page, 'deposit-dialog');
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByText('Cheque marked deposited')).toBeVisible();
  await expect(row).toContainText('Deposited');
  expect(await bankBalance()).toBe(50000);
  await row.getByRole('button', { name: `Change cheque ${chqNo}` }).click();
  await page.getByRole('menuitem', { name: 'Clear' }).click();
  await expect(page.getByRole('dialog').getByLabel("Bank's date")).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Cheque marked cleared')).toBeVisible();
  await expect(row).toContainText('Cleared');
  await expect(page.getByTestId('cheque-totals')).toContainText('Cleared');
  await shot(page, 'register-cleared');
  // now the bank has it: 50,000 + 3,000
  expect(await bankBalance()).toBe(53000);

  // ---- reconcile the bank: a statement showing the cheque, with a charge of 100 the books lack
  await page.goto('/bank-reconciliation');
  await expect(page.getByRole('heading', { name: 'Bank Reconciliation' })).toBeVisible();
  await choose(page, 'Bank', bankName);
  await page.getByLabel('Closing balance').fill('52900');
  // the bank's CSV: a bad date is named by row and column, nothing is kept; the corrected file previews
  const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
  const dmy = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
  const csv = (date2: string) =>
    `Txn Date,Particulars,Cheque No,Withdrawal,Deposit,Balance\n${dmy},Clearing,${chqNo},,"3,000.00",53000.00\n${date2},Service charge,,100.00,,52900.00\n`;
  const file = page.getByLabel('Statement CSV file');
  await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv('31/02/2026')) });
  await expect(page.getByTestId('csv-error')).toContainText('Row 3, column Txn Date: "31/02/2026" is not a date');
  await shot(page, 'csv-error');
  await file.setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(dmy)) });
  await expect(page.getByText('2 lines: debits 100.00, credits 3,000.00')).toBeVisible();
  await page.getByTestId('use-lines').click();
  await expect(page.getByTestId('statement-lines')).toContainText('Service charge');
  await shot(page, 'new-statement');
  await page.getByRole('button', { name: 'Save statement' }).click();
  await expect(page.getByText('Statement saved')).toBeVisible();
  await expect(page).toHaveURL(/bank-reconciliation\/view\?id=\d+/);
  // the cheque's line is proposed by its number
  await expect(
    page
      .getByRole('textbox', { name: 'Match for line 1' })
      .or(page.getByRole('combobox', { name: 'Match for line 1' }))
      .first(),
  ).toHaveValue(/proposed/);
  await page.getByRole('button', { name: 'Confirm matches' }).click();
  await expect(page.getByText('Matches saved')).toBeVisible();
  const statement = page.getByTestId('recon-statement');
  await expect(statement.getByRole('row', { name: /Balance as per books/ })).toContainText('53,000.00');
  await expect(statement.getByRole('row', { name: /on the statement, not in the books/ })).toContainText('-100.00');
  // worked out from the books, and as the statement gives it
  await expect(statement.getByRole('row', { name: /Balance as per bank statement/ }).first()).toContainText('52,900.00');
  await expect(statement.getByRole('row', { name: /Balance as per bank statement/ }).last()).toContainText('52,900.00');
  await expect(page.getByTestId('recon-result')).toContainText('agree');
  await shot(page, 'reconciliation');
  await page.emulateMedia({ media: 'print' });
  await shot(page, 'reconciliation-print');
  await page.emulateMedia({ media: 'screen' });
  expect(unexpected(consoleErrors)).toEqual([]);
});
