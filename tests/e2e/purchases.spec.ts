import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiAs, categoryOf, uid, screenshots } from './fixtures';
import { choose, chooseModel } from './selects';

const shot = screenshots('purchases');

/** A supplier, a serial-tracked TV and a plain cable in one category. */
async function setUp(request: APIRequestContext, token: string) {
  const api = apiAs(request, token);
  const u = uid();
  const supplier = `Rahim Traders ${u}`;
  const supp = (await api.post('/party_post', { type: 2, name: supplier, mobile: '01711000002' })).data;
  const { g, b, c, model } = await categoryOf(api, { group: `Electronics ${u}`, brand: `Walton ${u}`, category: `Television ${u}` });
  const tv = await model(`LED 32 ${u}`, { srl_avl: 1 });
  const cable = await model(`HDMI Cable ${u}`);
  return { api, u, supplier, supp, g, b, c, tv, cable };
}

type Fixture = Awaited<ReturnType<typeof setUp>>;

async function pickModel(page: Page, f: Fixture, model: string) {
  // the supplier select takes the focus and opens its list, which can cover the pickers: close it
  await page.getByRole('heading').first().click();
  await chooseModel(page, f, model);
}

const due = async (f: Fixture) => (await f.api.get(`/get_open_balance?partyId=${f.supp.id}`)).data.balance;
const stock = async (f: Fixture, modelId: number) => (await f.api.get(`/get_stock_by_modelId/${modelId}`)).result;

/** Confirms a Mantine confirm modal (the delete confirmations). */
async function confirm(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
}

test('a purchase of 5 serials and 10 cables, a return of 2 serials, an edit that removes one serial, then delete', async ({ admin: page, adminToken, request, consoleErrors }) => {
  test.setTimeout(180_000);
  const f = await setUp(request, adminToken);
  const serials = [1, 2, 3, 4, 5].map((n) => `TV${f.u}-${n}`);

  // ---- create the purchase
  await page.goto('/purchase-management-create');
  await expect(page.getByRole('heading', { name: 'Create Purchase' })).toBeVisible();
  await expect(page.getByLabel('Purchase No')).toHaveValue(/^PU-\d{4}-\d+$/);
  await pickModel(page, f, f.tv.name);
  await page.getByLabel('Price', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Supplier must required..')).toBeVisible();
  await choose(page, 'Supplier', f.supplier);
  await expect(page.getByTestId('previous-dues')).toHaveValue('0.00');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('This product requires serial input.')).toBeVisible();
  await page.getByText('Sequence', { exact: true }).click();
  await page.getByLabel('Prefix').fill(`TV${f.u}-`);
  await page.getByLabel('From', { exact: true }).fill('5');
  await page.getByLabel('To', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Add Sequence' }).click();
  await expect(page.getByText("'From' must be ≤ 'To'")).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('1');
  await page.getByLabel('To', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Add Sequence' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('5');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await choose(page, 'Model', f.cable.name);
  await page.getByLabel('Quantity', { exact: true }).fill('10');
  await page.getByLabel('Price', { exact: true }).fill('100');
  await page.getByLabel('Price', { exact: true }).press('Enter');
  await expect(page.getByTestId('purchase-total')).toHaveText('6,000.00');
  await expect(page.getByTestId('total-with-dues')).toHaveText('6,000.00');
  await shot(page, 'create');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Supplier invoice no is required')).toBeVisible();
  await page.getByLabel('Supplier Invoice No').fill(`SUP-${f.u}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Purchase added successfully')).toBeVisible();

  // ---- the purchase report
  await expect(page).toHaveURL(/\/purchase-report\?id=\d+$/);
  const purchaseId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('report-total')).toHaveText('6,000.00');
  await expect(page.getByTestId('net-outstanding')).toHaveText('6,000.00');
  await expect(page.getByText(serials.join(', '))).toBeVisible();
  await expect(page.getByTestId('amount-in-words')).toHaveText('Six Thousand Taka Only');
  await shot(page, 'report');
  expect(await due(f)).toBe(6000);
  expect(await stock(f, f.tv.id)).toMatchObject({ avl_qty: 5, avgr_rate: 1000, balance: 5000 });
  expect(await stock(f, f.cable.id)).toMatchObject({ avl_qty: 10, avgr_rate: 100, balance: 1000 });

  // ---- the list and the stock screen
  await page.goto('/purchase-management');
  await page.getByLabel('Search', { exact: true }).fill(f.supplier);
  const row = page.getByRole('row').filter({ hasText: f.supplier });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('6,000.00');
  await shot(page, 'list');
  await page.goto('/product-management-stock');
  await page.getByLabel('Search', { exact: true }).fill(f.u);
  await expect(page.getByRole('row').filter({ hasText: f.tv.name })).toContainText('5');
  await expect(page.getByRole('row').filter({ hasText: f.cable.name })).toContainText('1,000.00');
  await expect(page.getByTestId('stock-grand-total')).toHaveText('6,000.00');
  await shot(page, 'stock');

  // ---- a return of 2 serials at 1,000
  await page.goto('/purchase-return-create');
  await expect(page.getByLabel('Return No')).toHaveValue(/^RPU-\d{4}-\d+$/);
  await choose(page, 'Supplier', f.supplier);
  await choose(page, 'Purchase Order', /PU-/);
  await expect(page.getByLabel('Purchase Amount')).toHaveValue('6,000.00');
  await choose(page, 'Product', f.tv.name);
  await expect(page.getByTestId('available-qty')).toHaveValue('5');
  await page.getByLabel(serials[0]).check();
  await page.getByLabel(serials[1]).check();
  await expect(page.getByLabel('Return Quantity')).toHaveValue('2');
  await page.getByLabel('Reason for Return').fill('Dead on arrival');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await choose(page, 'Product', f.tv.name);
  await page.getByLabel(serials[2]).check();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Item already added.')).toBeVisible();
  await page.getByLabel(serials[2]).uncheck();
  await expect(page.getByTestId('return-total')).toHaveText('2,000.00');
  await shot(page, 'return-create');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/purchase-return-report\?id=\d+$/);
  await expect(page.getByTestId('previous-dues')).toHaveText('6,000.00');
  await expect(page.getByTestId('return-total')).toHaveText('2,000.00');
  await expect(page.getByTestId('collected')).toHaveText('0.00');
  await expect(page.getByTestId('net-outstanding')).toHaveText('4,000.00');
  await shot(page, 'return-report');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Purchase Return' })).toBeVisible();
  await expect(page.getByTestId('return-total')).toHaveText('2,000.00');
  expect(await due(f)).toBe(4000);
  expect(await stock(f, f.tv.id)).toMatchObject({ avl_qty: 3, balance: 3000 });

  // ---- edit the purchase: remove the saved serial TV-5
  await page.goto('/purchase-management');
  await page.getByLabel('Search', { exact: true }).fill(f.supplier);
  await page.getByRole('row').filter({ hasText: f.supplier }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Purchase' })).toBeVisible();
  await expect(page.getByText(`${serials[0]} (returned)`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove serial ${serials[0]}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Remove serial ${serials[4]}` }).click();
  await confirm(page, 'Are you sure you want to delete this item?');
  await expect(page.getByText('Serial removed')).toBeVisible();
  await expect(page.getByTestId('purchase-total')).toHaveText('5,000.00');
  await shot(page, 'edit');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase-report\\?id=${purchaseId}$`));
  await expect(page.getByTestId('report-total')).toHaveText('5,000.00');
  expect(await due(f)).toBe(3000);
  expect(await stock(f, f.tv.id)).toMatchObject({ avl_qty: 2, balance: 2000 });

  // ---- the purchase cannot go while goods of it are returned
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete Purchase' }).click();
  await confirm(page, 'Are you sure you want to delete this purchase?');
  await confirm(page, 'This action is irreversible. Do you really want to proceed?');
  await expect(page.getByText(/returned to the supplier \(RPU-/)).toBeVisible();
  expect(await due(f)).toBe(3000);

  // ---- delete the return, then the purchase
  await page.goto('/purchase-return');
  await page.getByLabel('Search', { exact: true }).fill(f.supplier);
  await shot(page, 'return-list');
  await page.getByRole('row').filter({ hasText: f.supplier }).getByRole('button', { name: /^Delete / }).click();
  await confirm(page, 'Are you sure you want to delete this purchase return?');
  await expect(page.getByText('Deleted successfully!')).toBeVisible();
  await expect(page.getByText('No data available')).toBeVisible();
  await page.goto('/purchase-edit?id=' + purchaseId);
  await page.getByRole('button', { name: 'Delete Purchase' }).click();
  await confirm(page, 'Are you sure you want to delete this purchase?');
  await confirm(page, 'This action is irreversible. Do you really want to proceed?');
  await expect(page).toHaveURL(/\/purchase-management$/);
  expect(await due(f)).toBe(0);
  expect(await stock(f, f.tv.id)).toMatchObject({ avl_qty: 0, balance: 0 });
  expect(await stock(f, f.cable.id)).toMatchObject({ avl_qty: 0, balance: 0 });
  // the refused delete above is the one failed call
  expect(consoleErrors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([]);
});

test('the per-model stock report lists opening, purchases and returns of a model', async ({ admin: page, adminToken, request, consoleErrors }) => {
  const f = await setUp(request, adminToken);
  const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
  await f.api.post('/create_purchase', { pu_date: today, supp_id: f.supp.id, supp_inv: `S-${f.u}`, items: [{ m_id: f.cable.id, qty: 7, unit_price: 120 }] });
  await page.goto('/product-management-stock');
  await page.getByRole('button', { name: 'Stock Report' }).click();
  await expect(page.getByText('Please select start date')).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(f.cable.name);
  await expect(page.getByRole('row').filter({ hasText: f.cable.name })).toContainText('840.00');
  await page.getByLabel('Balance').uncheck();
  await page.getByRole('button', { name: 'Print Stock' }).click();
  await expect(page.getByRole('heading', { name: 'Stock Report' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Balance' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: f.cable.name })).toContainText('120.00');
  await shot(page, 'stock-print');
  // the real PDF: A4 pages, the model's row, no balance column, page numbers
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Stock_Report_\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfPath = test.info().outputPath('stock.pdf');
  await file.saveAs(pdfPath);
  const bytes = fs.readFileSync(pdfPath);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(f.cable.name);
  expect(text).toContain('Page 1 of');
  expect(text).not.toContain('Balance');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto(`/stock-by-model?modelId=${f.cable.id}&startDate=${today}&endDate=${today}`);
  await expect(page.getByRole('heading', { name: `${f.cable.name} Stock Report` })).toBeVisible();
  const purchases = page.getByRole('row').filter({ hasText: /PU-/ });
  await expect(purchases).toHaveCount(1);
  await expect(purchases).toContainText('840.00');
  await shot(page, 'stock-by-model');
  expect(consoleErrors).toEqual([]);
});
