// Every report route of the trading reports and stock adjustments, on one fixture made through the
// API (every document dated today, so the default dates show it): each opens, loads real content
// with no console error, and one prints to an A4 PDF with page numbers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test, expect, apiAs } from './fixtures';
import type { Page } from '@playwright/test';
import { realErrors, useTodaysTradingFixture } from './tradingFixture';
import { displayDate, todayInDhaka } from '../../src/domain/dates';

const f = useTodaysTradingFixture();

const field = (page: Page, label: string) =>
  page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();

/** Chooses an option of a searchable select by typing part of it. */
async function pick(page: Page, label: string, option: string) {
  await field(page, label).click();
  await field(page, label).fill(option.slice(0, 12));
  await page.getByRole('option', { name: option }).first().click();
}

async function view(page: Page, path: string, expectText: () => string, before?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'View', exact: true })).toBeVisible();
  if (before) await before(page);
  await page.getByRole('button', { name: 'View', exact: true }).click();
  const sheet = page.locator('.a4-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByText('Loading the report...')).toHaveCount(0);
  await expect(sheet.getByText(expectText(), { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByText('No data available')).toHaveCount(0);
}

const REPORTS: [string, () => string, ((page: Page) => Promise<void>)?][] = [
  ['/date-wise-sales-report', () => `Customer: ${f.names.parties.C1}`],
  ['/item-wise-sales-report', () => f.names.models.M1],
  ['/sales-analytics-report', () => f.names.parties.C2],
  ['/date-wise-sale-return-report', () => `Customer: ${f.names.parties.C1}`],
  ['/item-wise-sale-return-report', () => f.names.models.M1],
  ['/sales-return-analysis-report', () => f.names.parties.C1],
  ['/data-wise-purchase-report', () => `Supplier: ${f.names.parties.S2}`],
  ['/item-wise-purchase-report', () => f.names.models.M3],
  ['/purchase-analysis', () => f.names.parties.S1],
  ['/purchase-return-reports', () => `Supplier: ${f.names.parties.S2}`],
  ['/purchase-return-item-report', () => f.names.models.M3],
  ['/purchase-return-analysis', () => f.names.parties.S2],
  ['/date-wise-collection-report', () => f.names.parties.C2],
  ['/collection-analysis', () => `Customer: ${f.names.parties.C1}`],
  ['/date-wise-payment', () => f.names.parties.S1],
  ['/payment-analysis', () => `Supplier: ${f.names.parties.S2}`],
  ['/gross-profit', () => 'Total Purchase Cost'],
  ['/daily-profit', () => 'Total Profit'],
  ['/product-ledger', () => 'Opening Balance', (page) => pick(page, 'Model', f.names.models.M1)],
  ['/report/stock', () => f.names.models.M2],
  ['/report/stock/balance', () => f.names.models.M3],
  ['/report/stock-sales', () => `Model: ${f.names.models.M1}`],
  ['/report/purchase', () => f.names.parties.S1],
  ['/report/sales', () => f.names.parties.C2],
  ['/purchase-management-items', () => f.names.models.M2],
  ['/report/voucher/received-payment', () => 'Closing Balance'],
  ['/cash-book', () => 'Opening Balance'],
  ['/bank-book', () => `Bank: ${f.names.bank}`],
  ['/report-purchase-ledger', () => f.names.parties.S1],
  ['/stock-adjustment-report', () => f.names.models.M2],
  ['/day-book', () => f.names.parties.C2],
];

test('every report of the issue opens on the fixture with real content and no console error', async ({ admin: page, consoleErrors }) => {
  test.setTimeout(300_000);
  for (const [path, text, before] of REPORTS) {
    await test.step(path, async () => {
      await view(page, path, text, before);
      await page.screenshot({ path: `test-results/shots/reports${path.replace(/\//g, '-')}.png`, fullPage: true });
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await expect(page.getByText('Not built yet')).toHaveCount(0);
      expect(realErrors(consoleErrors), path).toEqual([]);
    });
  }
  // the Day Book (issue 42, item 14): a sale's voucher opens its bill
  await page.goto('/day-book');
  const sale = page.locator('.a4-sheet').getByRole('row').filter({ hasText: 'Sales' }).filter({ hasNotText: 'Return' }).first();
  await sale.getByRole('link').click();
  await expect(page).toHaveURL(/\/sales-report\?id=\d+/);
  // on a phone (issue 42, item 10): the page does not scroll sideways; the sheet's table does, its voucher number in view
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/day-book');
  const first = page.locator('.a4-sheet').getByRole('row').nth(1);
  await first.getByRole('cell').last().scrollIntoViewIfNeeded();
  const no = await first.getByRole('link').boundingBox();
  expect(no!.x).toBeGreaterThanOrEqual(0);
  expect(no!.x + no!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('gross profit and the product ledger show the fixture figures', async ({ admin: page }) => {
  await view(page, '/gross-profit', () => 'Total Sales Amount');
  // 9,500 + 8,000 − 1,425 sold (the return is net of its 75 share of the bill's discount);
  // 6,900 + 6,000 − 1,100 cost (worked out in the API test)
  await expect(page.locator('.a4-sheet').getByText('16,075.00').first()).toBeVisible();
  await expect(page.locator('.a4-sheet').getByText('11,800.00').first()).toBeVisible();
  await view(
    page,
    '/product-ledger',
    () => 'Closing Balance',
    (p) => pick(p, 'Model', f.names.models.M1),
  );
  await expect(page.locator('.a4-sheet').getByRole('row', { name: /Closing Balance/ })).toContainText('17,600.00');
});

test('a report opens on this month with its figures, and keeps the range viewed in its address and for the session', async ({ admin: page }) => {
  // Issue 42, item 3: no View needed; this month (1st to today) by default.
  const today = todayInDhaka();
  await page.goto('/gross-profit');
  await expect(page.locator('.a4-sheet').getByText('Total Sales Amount').first()).toBeVisible();
  await expect(field(page, 'Start Date')).toHaveValue(displayDate(`${today.slice(0, 8)}01`, 'dd/mm/yyyy'));
  // A range viewed goes into the address; leaving and coming back by the menu keeps it.
  await field(page, 'Start Date').fill(today);
  await field(page, 'Start Date').blur();
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${today}&endDate=${today}`));
  await page.goto('/');
  await page.goto('/gross-profit');
  await expect(field(page, 'Start Date')).toHaveValue(displayDate(today, 'dd/mm/yyyy'));
  await expect(page.locator('.a4-sheet').getByText('16,075.00').first()).toBeVisible();
});

test('the product ledger asks for a model, and for dates in order', async ({ admin: page }) => {
  await page.goto('/product-ledger');
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByText('Please select model')).toBeVisible();
  await pick(page, 'Model', f.names.models.M1);
  await field(page, 'Start Date').fill('2099-12-31');
  await field(page, 'Start Date').blur();
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByText('End date must be after start date')).toBeVisible();
  await expect(page.locator('.a4-sheet')).toHaveCount(0);
});

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

test('a report prints to an A4 PDF with page numbers', async ({ admin: page }) => {
  await view(page, '/date-wise-sales-report', () => `Customer: ${f.names.parties.C1}`);
  fs.mkdirSync('test-results/shots', { recursive: true });
  await page.screenshot({ path: 'test-results/shots/reports-date-wise-sales.png', fullPage: true });
  await page.pdf({ path: 'test-results/shots/reports-date-wise-sales.pdf', format: 'A4' });
  const text = pdfText('test-results/shots/reports-date-wise-sales.pdf');
  expect(text).toContain('Page 1 of');
  expect(text).toContain(f.names.parties.C1);
  expect(text).toContain('Date Wise Sales Report');
  expect(text).not.toContain('Start Date');
});

test('the purchase report downloads as an A4 PDF with "Page 1 of 1"', async ({ admin: page, consoleErrors, adminToken, request }) => {
  await view(page, '/report/purchase', () => f.names.parties.S1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const file = 'test-results/shots/reports-purchase.pdf';
  await download.saveAs(file);
  const text = pdfText(file);
  expect(text).toContain('Purchase Report');
  expect(text).toContain('Page 1 of 1');
  // other specs share the database, so the grand total is the whole day's purchases, read from the API
  // (on its own, the fixture's two purchases make 10 × 1,000 + 20 × 500 + 10 × 1,200 + 5 × 3,000 = 47,000)
  expect(text).toContain('PU-'); // the purchase rows (names wrap inside their cells)
  const today = todayInDhaka();
  const day = await apiAs(request, adminToken).get(`/filterWith?sDate=${today}&eDate=${today}`);
  const grand = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(day.grandTotal); // lakh and crore grouping, as the app shows it
  expect(text).toMatch(new RegExp(`Grand Total\\s+${grand.replace(/[.,]/g, '\\$&')}`));
  await page.getByRole('button', { name: 'PDF Preview' }).click();
  await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  expect(realErrors(consoleErrors)).toEqual([]);
});

test('stock adjustments: create through the form, find it in the list, see its details, edit and delete it', async ({ admin: page, consoleErrors }) => {
  await page.goto('/product-adjustment-create');
  await expect(page.getByText('Create Stock Adjustment')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please add at least one product')).toBeVisible();
  await pick(page, 'Group', f.names.groups.G1);
  await pick(page, 'Brand', `Brand G1${f.tag}`);
  await pick(page, 'Category', `Category G1${f.tag}`);
  await pick(page, 'Model', f.names.models.M2);
  await expect(page.getByRole('textbox', { name: 'Price (average rate)' })).toHaveValue('500.00');
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await page.getByRole('textbox', { name: 'Quantity' }).press('Enter');
  await expect(page.getByRole('cell', { name: f.names.models.M2 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Adjustments created successfully')).toBeVisible();
  await expect(page).toHaveURL(/stock-adjustment-details\?adjNo=ADJ-JHE-\d{4}-\d{5}/);
  const adjNo = decodeURIComponent(new URL(page.url()).searchParams.get('adjNo')!);
  await expect(page.getByText('1,500.00').first()).toBeVisible();

  await page.goto('/product-adjustment');
  await page.getByPlaceholder('Search by group, brand, category or model').fill(f.names.models.M2);
  await expect(page.getByRole('link', { name: adjNo })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(adjNo) }).getByText('Added')).toBeVisible();
  await page.getByRole('button', { name: `Edit ${adjNo}` }).click();
  await expect(page.getByText('Edit Stock Adjustment')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adjustment No.' })).toHaveValue(adjNo);
  await page.getByRole('textbox', { name: 'Quantity of line 1' }).fill('4');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Adjustments saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/product-adjustment$/);

  await page.getByPlaceholder('Search by group, brand, category or model').fill(f.names.models.M2);
  await page.getByRole('button', { name: `Delete ${adjNo} ${f.names.models.M2}` }).click();
  await expect(page.getByText('Are you sure you want to delete this product?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: adjNo })).toHaveCount(0);
  await page.goto(`/stock-adjustment-details?adjNo=${encodeURIComponent(adjNo)}`);
  await expect(page.getByText('Adjustment not found')).toBeVisible();
  expect(realErrors(consoleErrors)).toEqual([]);
});

test('the fixture adjustment opens in details and edit from its number', async ({ admin: page, consoleErrors }) => {
  await page.goto(`/stock-adjustment-details?adjNo=${encodeURIComponent(f.adjustment.adj_no)}`);
  await expect(page.getByText(f.adjustment.adj_no).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: f.names.models.M1 })).toBeVisible();
  await page.getByLabel('Letterhead').uncheck();
  await page.goto(`/product-adjustment-edit?adjNo=${encodeURIComponent(f.adjustment.adj_no)}`);
  await expect(page.getByRole('cell', { name: f.names.models.M2 })).toBeVisible();
  for (const p of ['/product-adjustment', '/product-adjustment-create', '/stock-adjustment-details', '/product-adjustment-edit']) {
    await page.goto(p);
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expect(page.getByText('Not built yet')).toHaveCount(0);
  }
  expect(realErrors(consoleErrors)).toEqual([]);
});
