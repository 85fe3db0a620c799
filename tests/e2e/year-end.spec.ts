// Issue 20, build item 6: the Year-end Closing screen (Accounts Management). FY 2024-25 gets a
// commission of 1,000 and a rent of 400 (net profit 600); the admin closes it from the screen (the
// confirmation shows the closing voucher and the 600 going to Retained Earnings), sees it closed with
// the books locked to 30 June 2025, and reopens it (the lock lifted again). No other spec dates
// anything in FY 2024-25.
import fs from 'node:fs';
import { test, expect, apiAs, tokenFor, ADMIN, uid } from './fixtures';
import type { Page } from '@playwright/test';

const FY_END = '2025-06-30';
const names = { commission: `Commission ${uid()}`, rent: `Office Rent ${uid()}` };

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const as = apiAs(request, await tokenFor(request, ADMIN.email, ADMIN.pass));
  const commission = (await as.post('/ledger_post', { m_id: 8, s_id: 12, name: names.commission, amount: 0 })).data.id;
  const rent = (await as.post('/ledger_post', { m_id: 7, s_id: 9, name: names.rent, amount: 0 })).data.id;
  const journal = async (date: string, lines: object[]) => {
    const vc = (await as.post('/voucher_post', { vc_date: date, vc_type: 1, lines })).data.vc_no;
    await as.put(`/vc_posting/${vc}`);
  };
  await journal('2025-03-01', [
    { ledger_id: 7, debit: 1000, narr: 'Commission' },
    { ledger_id: commission, credit: 1000 },
  ]);
  await journal('2025-04-01', [
    { ledger_id: rent, debit: 400, narr: 'April rent' },
    { ledger_id: 7, credit: 400 },
  ]);
  await request.dispose();
});

async function shoot(page: Page, name: string) {
  fs.mkdirSync('test-results/shots', { recursive: true });
  await page.screenshot({ path: `test-results/shots/year-end-${name}.png`, fullPage: true });
}

test('closes FY 2024-25 from the screen and reopens it', async ({ admin: page, consoleErrors, adminToken, request }) => {
  await page.goto('/dashboard-selection');
  await page.getByText('Accounts Management', { exact: true }).click();
  await page.getByRole('link', { name: 'Year-end Closing', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Year-end Closing' })).toBeVisible();
  await expect(page.getByTestId('fiscal-start-month')).toHaveValue('July');

  const row = page.getByTestId(`fy-${FY_END}`);
  await expect(row).toContainText('FY 2024-25');
  await expect(row).toContainText('Open');
  await expect(row).toContainText('600.00');
  // The current year (today's) cannot be closed yet and says why.
  await expect(page.getByTestId('fiscal-years')).toContainText('is not over yet');
  await expect(page.getByTestId('period-lock-state')).toContainText('The books are open');

  await row.getByRole('button', { name: 'Close FY 2024-25' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close FY 2024-25?' });
  await expect(dialog.getByTestId('close-net-profit')).toHaveText('Net profit 600.00');
  // Dr Commission 1,000; Cr Office Rent 400; Cr Retained Earnings 600.
  await expect(dialog.getByRole('row', { name: new RegExp(`${names.commission}\\s+1,000.00`) })).toBeVisible();
  await expect(dialog.getByRole('row', { name: new RegExp(`${names.rent}\\s+400.00`) })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Retained Earnings\s+600.00/ })).toBeVisible();
  await expect(dialog).toContainText('locked up to 30/06/2025');
  await shoot(page, 'close-confirm');
  // The confirm button has the focus: Enter closes the year.
  await expect(dialog.getByRole('button', { name: 'Close FY 2024-25' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(row).toContainText('Closed');
  await expect(row).toContainText(/JV-2025-\d+/);
  await expect(row).toContainText('by Administrator');
  await expect(page.getByTestId('period-lock-state')).toContainText('The books are locked up to 30/06/2025');
  const lock = await apiAs(request, adminToken).get('/period_lock');
  expect(lock.locked_until).toBe(FY_END);
  await shoot(page, 'closed');

  await row.getByRole('button', { name: 'Reopen FY 2024-25' }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen FY 2024-25?' });
  await expect(reopen).toContainText('The period lock (now 30/06/2025) is lifted: the books will be open');
  await shoot(page, 'reopen-confirm');
  await reopen.getByRole('button', { name: 'Reopen FY 2024-25' }).click();
  await expect(reopen).toBeHidden();
  await expect(row).toContainText('Open');
  await expect(row.getByRole('button', { name: 'Close FY 2024-25' })).toBeVisible();
  await expect(page.getByTestId('period-lock-state')).toContainText('The books are open');
  expect((await apiAs(request, adminToken).get('/period_lock')).locked_until).toBeNull();
  expect(consoleErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});
