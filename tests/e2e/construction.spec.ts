// Construction module, part 1, in the browser: a project, its ledgers, a payment from petty cash, a
// project bill; the project view marks it completed; the dashboard's cards move by what was entered.
import type { Page } from '@playwright/test';
import { test, expect, apiAs, uid } from './fixtures';

const SHOTS = 'test-results/shots';

/** Picks an option of a Mantine select by its label, typing to filter it. */
async function pick(page: Page, label: string | RegExp, option: string | RegExp, scope = page.locator('body')) {
  const input = scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label })).first();
  await input.click();
  if (typeof option === 'string' && (await input.isEditable())) await input.fill(option);
  await page.getByRole('option', { name: option }).first().click();
}

async function card(page: Page, label: string): Promise<number> {
  const text = await page.locator(`[data-card="${label}"]`).innerText();
  return Number(text.replace(/,/g, ''));
}

async function cards(page: Page) {
  await page.goto('/construction');
  await expect(page.locator('[data-card="Outstanding"]')).toBeVisible();
  const labels = ['Completed Projects', 'Total Project Profit/Loss', 'Total Expense', 'Petty Cash', 'Outstanding'] as const;
  const out = {} as Record<(typeof labels)[number], number>;
  for (const l of labels) out[l] = await card(page, l);
  return out;
}

/** Console errors other than the refusals the scenario provokes on purpose (409 answers). */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: .* 409/.test(e));

const toastOf = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

test('create a project, its ledgers, a petty cash payment and a bill; complete it; the dashboard follows', async ({ admin: page, adminToken, request, consoleErrors }) => {
  test.setTimeout(240_000); // a long scenario, on a machine other browser runs share
  const api = apiAs(request, adminToken);
  const id = uid();
  const workId = `E${id.slice(-6)}`;
  const projectName = `Tower ${id}`;

  // The chart above the ledgers, and money in petty cash to pay with (set-up through the API).
  const group = (await api.post('/project/group/create', { name: `Site Costs ${id}` })).insertId;
  const main = (await api.post('/project/main/create', { name: `Materials ${id}`, project_g_id: group })).insertId;
  await api.post('/project/sub/create', { name: `Civil ${id}`, project_main_id: main });
  const client = (await api.post('/project/ledger/create', { name: `Client ${id}`, project_acc_main_id: 1, project_acc_sub_id: 1 })).insertId;
  await api.post('/project/voucher/create', { project_vc_type: 4, project_vc_date: '2026-03-01', data: [{ project_ledger_id: 1, debit: 50000 }, { project_ledger_id: client, credit: 50000 }] });

  const before = await cards(page);
  await page.screenshot({ path: `${SHOTS}/construction-dashboard-before.png`, fullPage: true });

  // 1. The project, through the Add New modal; its required fields first.
  await page.goto('/construction/projects');
  await page.getByRole('button', { name: 'Add New' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Project ID is required')).toBeVisible();
  await expect(modal.getByText('Project name is required')).toBeVisible();
  await expect(modal.getByText('Tender Amount is required')).toBeVisible();
  await expect(modal.getByText('Project Location is required')).toBeVisible();
  await modal.getByLabel('Project ID').fill(workId);
  await modal.getByLabel('Project Name').fill(projectName);
  await modal.getByLabel('Tender Amount').fill('1500000');
  await modal.getByLabel('Project Location').fill('Gulshan, Dhaka');
  await modal.getByLabel('Organization').fill('RAJUK');
  await page.screenshot({ path: `${SHOTS}/construction-project-form.png` });
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, 'Project Created !!')).toBeVisible();
  await expect(page.getByRole('cell', { name: workId, exact: true })).toBeVisible();

  // The same Project ID again is refused with the spec's message.
  await page.getByRole('button', { name: 'Add New' }).click();
  await modal.getByLabel('Project ID').fill(workId.toLowerCase());
  await modal.getByLabel('Project Name').fill('Another');
  await modal.getByLabel('Tender Amount').fill('1');
  await modal.getByLabel('Project Location').fill('Dhaka');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByText('Project Id Already Exist please try another one')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/construction-projects.png`, fullPage: true });

  // 2. Its ledgers, tied to it.
  await page.goto('/construction/project-account-ledger');
  for (const name of [`Cement ${id}`, `Labour ${id}`]) {
    await page.getByRole('button', { name: 'Add New' }).click();
    const dlg = page.getByRole('dialog');
    await pick(page, 'Main Name', `Materials ${id}`, dlg);
    await pick(page, 'Sub Name', `Civil ${id}`, dlg);
    await dlg.getByLabel('Ledger Name').fill(name);
    await pick(page, 'Project', workId, dlg);
    await dlg.getByRole('button', { name: 'Submit' }).click();
    await expect(toastOf(page, 'Ledger Created!')).toBeVisible();
    await expect(dlg).toHaveCount(0);
  }
  await page.getByLabel('Search').first().fill(id);
  await expect(page.getByRole('cell', { name: `Cement ${id} (${workId})` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction-ledgers.png`, fullPage: true });

  // 3. A cash payment from petty cash for the project: more than petty cash holds is refused first.
  await page.goto('/construction/project-account-voucher-entry');
  await expect(page.getByRole('combobox', { name: 'Ledger of line 2' })).toBeVisible();
  await pick(page, 'Project (optional)', workId);
  await pick(page, 'Ledger of line 1', `Cement ${id}`);
  await page.getByLabel('Debit of line 1').fill('9999999');
  await pick(page, 'Ledger of line 2', 'Petty Cash');
  await page.getByLabel('Credit of line 2').fill('9999999');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, 'Warning: Some Petty Cash entries exceed available balance. Please review.')).toBeVisible();
  await page.getByLabel('Debit of line 1').fill('2500');
  await page.getByLabel('Credit of line 2').fill('2000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, 'Debit and credit totals must be equal!')).toBeVisible();
  await page.getByLabel('Credit of line 2').fill('2500');
  await page.getByLabel('Narration of line 1').fill('Cement 50 bags');
  await page.screenshot({ path: `${SHOTS}/construction-voucher-entry.png`, fullPage: true });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, 'Project vouchers created successfully')).toBeVisible();

  // It is in the voucher list; its details show the amount table.
  await page.goto('/construction/project-account-voucher-list');
  const row = page.getByRole('row').filter({ hasText: `Cement ${id}` });
  await expect(row).toContainText('2,500.00');
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('voucher-total')).toHaveText('2,500.00');
  await page.getByRole('cell', { name: `Cement ${id}` }).first().click();
  await expect(page.getByText(/Ledger balance now/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction-voucher-details.png`, fullPage: true });

  // 4. A project bill, from the project's voucher list: two items paid from petty cash.
  await page.goto('/construction/projects');
  await page.getByRole('button', { name: `Bills of ${workId}` }).click();
  await expect(page.getByRole('heading', { name: `Project Voucher List: ${projectName}` })).toBeVisible();
  await page.getByRole('link', { name: 'Add Bill' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, "Please select the 'To Ledger'")).toBeVisible();
  await pick(page, 'To Ledger', `Labour ${id}`);
  await page.getByLabel('Description of item 1').fill('Masons, 10 days');
  await page.getByLabel('Amount of item 1').fill('1200');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByLabel('Description of item 2').fill('Helpers');
  await page.getByLabel('Amount of item 2').fill('300');
  await page.getByLabel('Credit of line 1').fill('1500');
  await expect(page.getByTestId('bill-total')).toHaveText('1,500.00');
  await page.screenshot({ path: `${SHOTS}/construction-bill-entry.png`, fullPage: true });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toastOf(page, 'Project vouchers & bills created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/construction\/project-bill$/);
  await expect(page.getByTestId('bill-total')).toHaveText('1,500.00');
  await expect(page.getByText(/^INV-Tower /)).toBeVisible();
  await expect(page.getByTestId('amount-in-words')).toContainText('One Thousand Five Hundred');
  await page.screenshot({ path: `${SHOTS}/construction-bill.png`, fullPage: true });
  // Its edit screen shows the bill and its voucher together.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Delete All' })).toBeVisible();
  await expect(page.getByLabel('Description of item 2')).toHaveValue('Helpers');
  await page.screenshot({ path: `${SHOTS}/construction-bill-edit.png`, fullPage: true });

  // 5. The project view: expense 2,500 + 1,500; mark it completed.
  await page.goto('/construction/projects');
  await page.getByRole('button', { name: `View ${workId}` }).click();
  await expect(page.getByText('Ledger Summary')).toBeVisible();
  await expect(page.getByRole('cell', { name: '4,000.00 BDT', exact: true })).toBeVisible(); // Total Expense
  await expect(page.getByTestId('project-profit-loss')).toHaveText('-4,000.00 BDT');
  await pick(page, 'Status', 'Completed');
  await expect(toastOf(page, 'Status updated successfully')).toBeVisible();
  await expect(page.getByRole('main').getByText('Completed', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction-project-view.png`, fullPage: true });

  // The project's ledgers, with what the project paid on each, and one's project-wise report.
  await page.goto('/construction/projects');
  await page.getByRole('button', { name: `Ledger of ${workId}` }).click();
  const labourRow = page.getByRole('row').filter({ hasText: `Labour ${id}` });
  await expect(labourRow).toContainText('1,500.00');
  await page.screenshot({ path: `${SHOTS}/construction-project-ledgers.png`, fullPage: true });
  await labourRow.getByRole('link', { name: `Ledger report of Labour ${id}` }).click();
  await expect(page.getByTestId('report-total-debit')).toHaveText('1,500.00');
  await page.screenshot({ path: `${SHOTS}/construction-project-ledger-report.png`, fullPage: true });

  // 6. The dashboard's cards moved by exactly what was entered.
  const after = await cards(page);
  expect(after['Completed Projects']).toBe(before['Completed Projects'] + 1);
  expect(after['Total Project Profit/Loss']).toBeCloseTo(before['Total Project Profit/Loss'] - 4000, 2);
  expect(after['Total Expense']).toBeCloseTo(before['Total Expense'] + 4000, 2);
  expect(after['Petty Cash']).toBeCloseTo(before['Petty Cash'] - 4000, 2);
  // Outstanding = petty cash + bank + project outstanding: both of the first two parts moved by −4,000.
  expect(after['Outstanding']).toBeCloseTo(before['Outstanding'] - 8000, 2);
  await page.screenshot({ path: `${SHOTS}/construction-dashboard-after.png`, fullPage: true });

  // The Completed Projects card lists the project under its title.
  await page.getByRole('link', { name: 'Completed Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Completed Projects' })).toBeVisible();
  await expect(page.getByRole('cell', { name: workId, exact: true })).toBeVisible();

  // A project with vouchers cannot be deleted: the server's reason is shown.
  await page.getByRole('button', { name: `Delete ${workId}` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toastOf(page, 'This project has vouchers or bills and cannot be deleted')).toBeVisible();

  expect(unexpected(consoleErrors)).toEqual([]);
});

test('the ledger report asks for a ledger, then shows petty cash with running balances', async ({ admin: page, consoleErrors }) => {
  await page.goto('/construction/project-ledger-report');
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(toastOf(page, 'Please select a ledger first.')).toBeVisible();
  await pick(page, 'Ledger', 'Petty Cash');
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ledger Report: Petty Cash' })).toBeVisible();
  await expect(page.getByText('Opening Balance')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/construction-ledger-report.png`, fullPage: true });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('heading', { name: 'Ledger Report: Petty Cash' })).toHaveCount(0);

  for (const path of ['project-account-group', 'project-account-main', 'project-account-sub', 'project-wise-ledger', 'project-wise-voucherList', 'project-view', 'voucher-details']) {
    await page.goto(`/construction/${path}`);
    await expect(page.getByRole('main')).not.toContainText('Not built yet');
    await page.screenshot({ path: `${SHOTS}/construction-direct-${path}.png`, fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
