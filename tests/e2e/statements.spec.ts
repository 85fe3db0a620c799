// Issue 20, Statements: the Profit and Loss, Cash Flow and Receivables and Payables Ageing screens
// open from the Accounts & Profit Reports menu on the trading fixture (every document dated today),
// show the ledgers' figures with the letterhead, print to an A4 PDF, and the gross profit screen says
// what it leaves out of the P&L.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { realErrors, useTodaysTradingFixture } from './tradingFixture';

const f = useTodaysTradingFixture();

async function openFromMenu(page: Page, label: string, heading: string) {
  await page.goto('/dashboard-selection');
  await page.getByText('Accounts & Profit Reports', { exact: true }).click();
  await page.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.getByRole('button', { name: 'View', exact: true }).click();
  const sheet = page.locator('.a4-sheet');
  await expect(sheet).toBeVisible();
  await expect(page.getByText('Loading the report...')).toHaveCount(0);
  return sheet;
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync('test-results/shots', { recursive: true });
  await page.screenshot({ path: `test-results/shots/statements-${name}.png`, fullPage: true });
}

test('profit and loss, cash flow and ageing open from the menu with the ledgers’ figures', async ({ admin: page, consoleErrors }) => {
  test.setTimeout(180_000);
  const pl = await openFromMenu(page, 'Profit and Loss', 'Profit and Loss');
  await expect(pl.getByTestId('gross-profit')).toBeVisible();
  await expect(pl.getByRole('cell', { name: 'Cost of Goods Sold' })).toBeVisible();
  await expect(pl.getByTestId('net-profit')).toBeVisible();
  await shoot(page, 'profit-loss');
  await page.pdf({ path: 'test-results/shots/statements-profit-loss.pdf', format: 'A4' });
  const text = execFileSync('pdftotext', ['-layout', 'test-results/shots/statements-profit-loss.pdf', '-']).toString();
  expect(text).toContain('Profit and Loss');
  expect(text).toContain('Gross Profit');
  expect(text).not.toContain('Start Date');

  const cf = await openFromMenu(page, 'Cash Flow', 'Cash Flow Statement');
  await expect(cf.getByText('Received from customers')).toBeVisible();
  await expect(cf.getByText('Paid to suppliers')).toBeVisible();
  await expect(cf.getByText('Cash and bank accounts')).toBeVisible();
  await shoot(page, 'cash-flow');

  const ag = await openFromMenu(page, 'Receivables and Payables Ageing', 'Receivables and Payables Ageing');
  await expect(ag.getByText(f.names.parties.C1)).toBeVisible();
  await expect(ag.getByText(f.names.parties.S2)).toBeVisible();
  await expect(ag.getByText('Over 90 days').first()).toBeVisible();
  await shoot(page, 'ageing');
  expect(realErrors(consoleErrors)).toEqual([]);
});

test('the gross profit screen says what it leaves out of the P&L gross profit', async ({ admin: page }) => {
  const sheet = await openFromMenu(page, 'Gross Profit', 'Gross Profit');
  await expect(sheet.getByTestId('left-out-note')).toContainText('purchase price differences');
  await shoot(page, 'gross-profit-note');
});
