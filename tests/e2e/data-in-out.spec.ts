// Data in and out through the screens: a sheet of 500 serial-tracked models (a bad row first, named
// by row and column, then the file fixed) is imported on Import Data with its progress bar (sending,
// then checking and saving); the models are in the stock
// report, whose Excel export read back holds their quantities and values; the home screen's
// dashboard draws its charts; a backup taken now is listed on Backups.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { test, expect, uid, apiAs } from './fixtures';

const MODELS = 500;
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/shots';

async function sheet(tag: string, badRow?: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Models');
  ws.addRow(['Group', 'Brand', 'Category', 'Model', 'Code', 'Opening Quantity', 'Opening Rate', 'Serial Numbers']);
  for (let i = 1; i <= MODELS; i++) {
    const rate = badRow === i + 1 ? 'twelve' : 1000 + i;
    ws.addRow([`Imported ${tag}`, 'Brand A', i % 2 ? 'Phones' : 'Tablets', `Model ${tag} ${i}`, `IM-${tag}-${i}`, 2, rate, `S${tag}-${i}-A, S${tag}-${i}-B`]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('import a catalogue sheet with serials, see it in the stock report, export it, and the dashboard', async ({
  admin: page,
  request,
  adminToken,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const tag = uid();
  const mime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  await page.goto('/settings/import');
  await expect(page.getByRole('heading', { name: 'Import Data' })).toBeVisible();
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: 'models.xlsx', mimeType: mime, buffer: await sheet(tag, 42) });
  const problems = page.getByTestId('import-problems');
  await expect(problems).toContainText('Opening Rate "twelve" is not a number');
  await expect(problems.locator('tbody tr').first().locator('td').nth(0)).toHaveText('42');
  await expect(problems.locator('tbody tr').first().locator('td').nth(1)).toHaveText('Opening Rate');
  await expect(page.getByRole('button', { name: `Import ${MODELS} rows` })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/import-problems.png`, fullPage: true });

  await file.setInputFiles({ name: 'models-fixed.xlsx', mimeType: mime, buffer: await sheet(tag) });
  await expect(page.getByText(`No problems found in ${MODELS} rows.`)).toBeVisible();
  await expect(page.getByText(`Serials: ${(MODELS * 2).toLocaleString('en-US')}`)).toBeVisible();
  // Every stage the progress bar shows, as it changes.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importPhases: string[] }).importPhases = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="import-progress"]');
      const phase = bar?.getAttribute('data-phase');
      const pct = bar?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (phase && seen.at(-1) !== `${phase} ${pct}`) seen.push(`${phase} ${pct}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: `Import ${MODELS} rows` }).click();
  await expect(page.getByText(`${MODELS} rows imported.`)).toBeVisible({ timeout: 60_000 });
  const phases: string[] = await page.evaluate(() => (window as unknown as { importPhases: string[] }).importPhases);
  expect(phases.some((p) => p.startsWith('upload'))).toBe(true);
  expect(phases.some((p) => /^(reading|checking|writing)/.test(p))).toBe(true);
  await expect(page.getByTestId('import-progress')).toHaveCount(0);

  // The opening stock value: 2 × (1,001 + ... + 1,500).
  const value = 2 * (MODELS * 1000 + (MODELS * (MODELS + 1)) / 2);
  const api = apiAs(request, adminToken);
  const stock = await api.get(`/products_stock?search=${encodeURIComponent(`Model ${tag}`)}&limit=1000`);
  expect(stock.result).toHaveLength(MODELS);
  expect(stock.result.reduce((a: number, r: { balance: number }) => a + r.balance, 0)).toBe(value);

  await page.goto('/report/stock');
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('link', { name: `Model ${tag} 7`, exact: true })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel' }).click();
  const file2 = await download;
  expect(file2.suggestedFilename()).toBe('Stock_Report.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(await file2.path()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const grid: ExcelJS.CellValue[][] = [];
  ws.eachRow((row, n) => (grid[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1)));
  expect(grid[1][0]).toBe('Stock Report');
  const head = grid.findIndex((r) => r?.includes('Available Qty'));
  const cols = grid[head] as string[];
  const ours = grid.filter((r) => typeof r?.[cols.indexOf('Model')] === 'string' && (r[cols.indexOf('Model')] as string).startsWith(`Model ${tag} `));
  expect(ours).toHaveLength(MODELS);
  for (const r of ours) {
    const i = Number((r[cols.indexOf('Model')] as string).split(' ').pop());
    expect(r[cols.indexOf('Available Qty')]).toBe(2);
    expect(r[cols.indexOf('Balance')]).toBe(2 * (1000 + i));
  }
  const total = grid.find((r) => r?.[0] === 'Grand Total');
  expect(typeof total?.[cols.length - 1]).toBe('number');

  // A bill today for two of the imported models, half collected, so the dashboard has sales to draw.
  const customer = (await api.post('/party_post', { type: 1, name: `Dashboard Customer ${tag}`, mobile: '01700000000' })).data.id;
  const items = [];
  for (const r of stock.result.slice(0, 2) as { model_id: number; model: string }[]) {
    const i = r.model.split(' ').pop();
    const serials = (await api.get(`/model_serial_all?search=${encodeURIComponent(`S${tag}-${i}-`)}&limit=50`)).data.filter(
      (x: { model_id: number; status: number }) => x.model_id === r.model_id && x.status === 1,
    );
    items.push({ m_id: r.model_id, qty: 1, unit_price: 1500, serial: [serials[0].id] });
  }
  await api.post('/create_sales', {
    inv_date: new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10),
    cus_id: customer,
    inv_disc: 0,
    collect: 1500,
    collect_type: 'Cash',
    items,
  });

  await page.goto('/');
  const board = page.getByTestId('dashboard');
  // The charts' code and figures load after the home screen's own: on a busy machine that is more than the usual 10 s.
  await expect(board.locator('[data-chart="Stock value by group"]')).toContainText(`Imported ${tag}`, { timeout: 30_000 });
  await expect(board.locator('.recharts-surface').first()).toBeVisible();
  await expect(board.locator('[data-chart^="Top customers"]')).toContainText(tag); // an axis label wraps by word
  await page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // A backup taken into the server's folder is listed, to download.
  await page.goto('/settings/backups');
  await page.getByRole('button', { name: 'Take a backup now' }).click();
  await expect(page.getByTestId('backup-files').locator('tbody tr').first()).toContainText(/backup-.*\.sql/, { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/backups.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});
