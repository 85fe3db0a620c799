// Construction module, part 2, in the browser, on the part 2 fixture (tests/support/constructionPart2.ts):
// every route of the construction route table opens without a console error; the investor summary
// and the Outstanding report print to A4 PDFs; investors, project investments and returnable
// transactions are entered through their screens.
import type { Page } from '@playwright/test';
import { test, expect, apiAs, uid } from './fixtures';
import { choose } from './selects';
import { CONSTRUCTION_ROUTES } from '../../src/web/app/routeTable';
import { buildFixture, type Call, type Fixture } from '../support/constructionPart2';
import { investorFigures, projectFigures, statement, taka } from '../support/constructionPart2Expected';

const SHOTS = 'test-results/shots';

/** Console errors but the refusals a screen may meet on purpose (4xx answers). */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: .* 4\d\d/.test(e));

const toastOf = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

// amounts read as the app groups them: lakh and crore (1,23,45,678.00)
const amount = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function fixture(request: Parameters<typeof apiAs>[0], token: string): Promise<Fixture> {
  const api = apiAs(request, token);
  const call: Call = (method, url, body) => (method === 'GET' ? api.get(url) : api[method.toLowerCase() as 'post' | 'put' | 'delete'](url, body));
  return buildFixture(call, uid().slice(-5));
}

test('every construction route opens on the fixture without console errors; the investor summary and Outstanding print to PDF', async ({
  admin: page,
  adminToken,
  request,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const f = await fixture(request, adminToken);

  for (const path of ['', ...CONSTRUCTION_ROUTES.map((r) => r.path)]) {
    await page.goto(`/construction${path ? `/${path}` : ''}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Not built yet'), path).toHaveCount(0);
    await expect(page.getByText('Page not found'), path).toHaveCount(0);
    expect(unexpected(consoleErrors), path).toEqual([]);
  }

  // The investor report: the summary's figures for the fixture's investors, and their statements.
  await page.goto('/construction/investor-report');
  await page.getByLabel('Search by investor name').fill(f.suffix);
  for (const key of ['rahim', 'karim', 'salma'] as const) {
    const name = f.investor[key].name;
    const fig = investorFigures(key);
    await expect(page.locator(`[data-figure="${name}: Available Balance"]`)).toHaveText(amount(fig.available));
    await expect(page.locator(`[data-figure="${name}: Profit Share"]`)).toHaveText(amount(fig.profit));
    await expect(page.locator(`[data-figure="${name}: Closing"]`)).toHaveText(amount(statement(key).closing));
  }
  await expect(page.getByText(`Investor Report - ${f.investor.rahim.name}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction2-investor-report.png`, fullPage: true });

  // The investor summary alone, as its Print prints it (the other parts of the page hidden).
  await page.evaluate(() => {
    const summary = [...document.querySelectorAll('.report-part')].find((el) => el.textContent?.includes('Investor Summary'));
    document.body.classList.add('print-part');
    summary?.setAttribute('data-printing', 'true');
  });
  await page.pdf({ path: `${SHOTS}/construction2-investor-summary.pdf`, format: 'A4' });
  await page.evaluate(() => document.body.classList.remove('print-part'));

  // See Details of Karim: the investor details screen.
  await page.locator('.mantine-Card-root').filter({ hasText: f.investor.karim.name }).getByRole('link', { name: 'See Details' }).click();
  await expect(page.getByRole('heading', { name: `Investor Report: ${f.investor.karim.name}` }).first()).toBeVisible();
  await expect(page.locator('[data-figure="Available"]')).toHaveText(amount(investorFigures('karim').available));
  await page.screenshot({ path: `${SHOTS}/construction2-investor-details.png`, fullPage: true });

  // The Outstanding overview, printed whole.
  await page.goto('/construction/outstanding');
  await expect(page.getByText('Outstanding:')).toBeVisible();
  await expect(page.locator(`text=${f.names.ledger.sonali}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction2-outstanding.png`, fullPage: true });
  await page.pdf({ path: `${SHOTS}/construction2-outstanding.pdf`, format: 'A4' });

  // The expense report of one ledger and the project outstanding summary.
  await page.goto('/construction/expenses-reports');
  await page.getByLabel('Search by expense name').fill(f.names.ledger.labour);
  await expect(page.locator(`[data-figure="${f.names.ledger.labour}: Closing"]`)).toHaveText(amount(statement('labour').closing));
  await page.screenshot({ path: `${SHOTS}/construction2-expenses.png`, fullPage: true });
  await page.goto('/construction/project-pettycash');
  await expect(page.getByRole('cell', { name: new RegExp(f.names.project.p2) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction2-project-outstanding.png`, fullPage: true });

  // The completed project's details: income, expense and capital by account nature, locked.
  const p1 = projectFigures('p1');
  await page.goto('/construction/projects');
  await page.getByPlaceholder(/search/i).first().fill(f.names.workId.p1);
  await page.getByRole('button', { name: `View ${f.names.workId.p1}` }).click();
  await expect(page.getByTestId('project-profit-loss')).toHaveText(`${amount(taka(p1.profitLoss))} BDT`);
  await expect(page.getByText(`${amount(taka(p1.investment))} BDT`).first()).toBeVisible();
  await expect(page.getByText(/its vouchers and bills are locked/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction2-project-details.png`, fullPage: true });
  await page.goto('/construction/project-p/l-reports');
  await page.getByPlaceholder('Search by project name or Project ID...').fill(f.names.workId.p1);
  await expect(page.getByRole('cell', { name: amount(taka(p1.profitLoss)) }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction2-profit-loss.png`, fullPage: true });

  // The construction trial balance and balance sheet: both sides agree, and they print.
  await page.goto('/construction/trial-balance');
  await expect(page.getByTestId('construction-trial-balance')).toBeVisible();
  await expect(page.getByRole('cell', { name: f.names.ledger.labour, exact: true })).toBeVisible();
  expect(await page.getByTestId('tb-total-debit').textContent()).toBe(await page.getByTestId('tb-total-credit').textContent());
  await page.screenshot({ path: `${SHOTS}/construction2-trial-balance.png`, fullPage: true });
  await page.pdf({ path: `${SHOTS}/construction2-trial-balance.pdf`, format: 'A4' });
  await page.goto('/construction/balance-sheet');
  await expect(page.getByText('The two sides agree.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction2-balance-sheet.png`, fullPage: true });

  expect(unexpected(consoleErrors)).toEqual([]);
});

test('investors, a project investment and returnable transactions through their screens', async ({ admin: page, adminToken, request, consoleErrors }) => {
  test.setTimeout(240_000);
  const f = await fixture(request, adminToken);
  const id = uid();

  // An investor: the name is required.
  await page.goto('/construction/investor');
  await page.getByRole('button', { name: 'Add New' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Phone').fill('01900000000');
  await modal.getByLabel('Contact Info').fill('Banani');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('name is required')).toBeVisible();
  await modal.getByLabel('Name').fill(`Nasir ${id}`);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, 'Investor Created !!')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Nasir ${id}`, exact: true })).toBeVisible();

  // A project investment: required fields, then the same investor twice.
  await page.goto('/construction/project-investor');
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(modal.getByText('Add Project Investment')).toBeVisible();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('project Location is required')).toBeVisible();
  await expect(modal.getByText('Investor is required')).toBeVisible();
  await expect(modal.getByText('Contribution Amount is required')).toBeVisible();
  await choose(page, /^Project$/, `${f.names.workId.p2} - ${f.names.project.p2}`);
  await choose(page, /^Investor$/, `Nasir ${id}`);
  await modal.getByLabel('Contribution Amount').fill('50000');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, 'Investor Assigned!')).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  await choose(page, /^Project$/, `${f.names.workId.p2} - ${f.names.project.p2}`);
  await choose(page, /^Investor$/, `Nasir ${id}`);
  await modal.getByLabel('Contribution Amount').fill('1');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, 'This investor already exists in this project.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/construction2-project-investors.png`, fullPage: true });

  // Returnable transactions: an empty form is ignored; add, edit (then cancel), update, delete.
  await page.goto('/construction/transaction');
  const description = page.getByLabel('Description');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await description.fill(`Loan ${id}`);
  await page.getByLabel('Amount').fill('2500');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(toastOf(page, 'Transaction added!')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Loan ${id}` });
  await expect(row).toBeVisible();
  await expect(description).toHaveValue('');

  await row.getByRole('button', { name: `Edit Loan ${id}` }).click();
  await expect(description).toHaveValue(`Loan ${id}`);
  await expect(page.getByRole('button', { name: 'Update Transaction' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Add Transaction' })).toBeVisible();
  await expect(description).toHaveValue('');

  await row.getByRole('button', { name: `Edit Loan ${id}` }).click();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Payment' }).click();
  await page.getByRole('button', { name: 'Update Transaction' }).click();
  await expect(toastOf(page, 'Transaction updated!')).toBeVisible();
  await expect(row.getByText('payment')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction2-transactions.png`, fullPage: true });

  await row.getByRole('button', { name: `Delete Loan ${id}` }).click();
  await expect(page.getByText(`Are you sure you want to delete the transaction: "Loan ${id}"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toastOf(page, 'Transaction deleted!')).toBeVisible();
  await expect(row).toHaveCount(0);

  expect(unexpected(consoleErrors)).toEqual([]);
});
